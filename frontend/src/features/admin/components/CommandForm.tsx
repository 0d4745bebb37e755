import type { MatchCommand, MatchResponse } from '@isl/contracts';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the console gives each command's form (goal, score correction, reschedule). */
export interface MatchCommandFormProps {
  match: MatchResponse;
  pending: boolean;
  onSubmit: (command: MatchCommand) => void;
  onClose: () => void;
}

interface CommandFormProps {
  /** Names the form for assistive technology and heads it on screen. */
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Why the form cannot be sent yet (nothing to send): shown above the buttons, and send is disabled. */
  disabledReason?: string | null;
  children: ReactNode;
}

/** The frame the goal, score-correction and reschedule forms share: a named form, its fields, send and close. */
export function CommandForm({ title, submitLabel, pending, onSubmit, onClose, disabledReason, children }: CommandFormProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabledReason) onSubmit();
  };
  return (
    <Box asChild borderWidth="1px" borderColor="border.emphasized" rounded="md" p="4" bg="bg.subtle">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
          <Text fontWeight="semibold">{title}</Text>
          {children}
          {disabledReason ? (
            <Text id={reasonId} textStyle="sm" color="fg.muted">
              {disabledReason}
            </Text>
          ) : null}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={pending} disabled={Boolean(disabledReason)} aria-describedby={disabledReason ? reasonId : undefined}>
              {submitLabel}
            </Button>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {t('console.closeForm')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
