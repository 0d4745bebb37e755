import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next under a list of several pages, with where the reader is, announced as it changes; nothing for one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={t('pager.label')} justify="space-between" align="center" gap="3" pt="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {t('pager.position', { page, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Flex>
  );
}
