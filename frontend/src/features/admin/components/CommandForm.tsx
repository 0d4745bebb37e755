import type { MatchCommand, MatchResponse } from '@isl/contracts';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
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
  children: ReactNode;
}

/** The frame the goal, score-correction and reschedule forms share: a named form, its fields, send and close. */
export function CommandForm({ title, submitLabel, pending, onSubmit, onClose, children }: CommandFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box asChild borderWidth="1px" borderColor="border.emphasized" rounded="md" p="4" bg="bg.subtle">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
          <Text fontWeight="semibold">{title}</Text>
          {children}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={pending}>
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
