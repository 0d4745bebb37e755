import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DeskEditorFormProps {
  /** The form's accessible name, such as "Edit Al-Shorta". */
  label: string;
  /** What is edited, as the reader's script writes it. */
  title: string;
  /** Why the draft cannot be saved, if it cannot. */
  problem: string | null;
  /** Nothing differs from what is stored: saving is off, and the form says so. */
  unchanged: boolean;
  saving: boolean;
  onSave: () => void;
  /** The fields; an error alert may come last, above the save row. */
  children: ReactNode;
}

/** The frame of each of the desk's editors (a club, a player, a fixture): a heading, the fields, and Save. */
export function DeskEditorForm({ label, title, problem, unchanged, saving, onSave, children }: DeskEditorFormProps) {
  const { t } = useTranslation();
  return (
    <Stack
      as="form"
      gap="5"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && !unchanged) onSave();
      }}
    >
      <Heading as="h3" size="lg">
        <bdi>{title}</bdi>
      </Heading>
      {children}
      <Flex gap="3" align="center" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={saving} disabled={problem !== null || unchanged}>
          {t('desk.save')}
        </Button>
        {unchanged ? (
          <Text textStyle="sm" color="fg.muted">
            {t('desk.noChanges')}
          </Text>
        ) : null}
      </Flex>
    </Stack>
  );
}
