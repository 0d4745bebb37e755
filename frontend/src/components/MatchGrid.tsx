import type { MatchResponse } from '@isl/contracts';
import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type QueryLike } from './QueryState';

interface MatchGridProps {
  query: QueryLike<MatchResponse[]>;
  emptyTitle: string;
  /** One card per match; `now` is shared so every card's date label agrees. */
  children: (match: MatchResponse, now: Date) => ReactNode;
}

/** A list of match cards, two to a row on wide screens, with the list's loading, error and empty states. */
export function MatchGrid({ query, emptyTitle, children }: MatchGridProps) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <QueryState query={query} errorTitle={t('matches.error')} emptyTitle={emptyTitle}>
      {(matches) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4">
          {matches.map((match) => children(match, now))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
