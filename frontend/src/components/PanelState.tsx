import { Button, Center, EmptyState, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuInbox } from 'react-icons/lu';

/** Loading: a spinner that screen readers announce as "Loading...". */
export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <Center py="8" role="status">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}

interface PanelMessageProps {
  kind: 'empty' | 'error';
  title: string;
  description?: string;
  /** Offers a retry on errors. */
  onRetry?: () => void;
}

/** The empty and the error state of a list: an icon, a line, an optional hint and retry. */
export function PanelMessage({ kind, title, description, onRetry }: PanelMessageProps) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="sm" role={kind === 'error' ? 'alert' : undefined}>
      <EmptyState.Content>
        <EmptyState.Indicator color={kind === 'error' ? 'fg.error' : 'fg.muted'}>
          {kind === 'error' ? <LuCircleAlert /> : <LuInbox />}
        </EmptyState.Indicator>
        <Stack gap="1" textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? (
            <EmptyState.Description>
              <Text as="span" color="fg.muted">
                {description}
              </Text>
            </EmptyState.Description>
          ) : null}
        </Stack>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
