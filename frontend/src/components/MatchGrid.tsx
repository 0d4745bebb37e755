import type { MatchResponse } from '@isl/contracts';
import { SimpleGrid } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type QueryLike } from './QueryState';

/** What a card of the grid is given. */
export interface MatchCardProps {
  match: MatchResponse;
  /** The moment "Today" and "Tomorrow" are judged against, one for the whole grid so every card's date label agrees. */
  now: Date;
}

interface MatchGridProps {
  query: QueryLike<MatchResponse[]>;
  emptyTitle: string;
  /** The card each match is shown with (the operators' console). */
  card: ComponentType<MatchCardProps>;
}

/** A list of match cards, two to a row on wide screens, with the list's loading, error and empty states. */
export function MatchGrid({ query, emptyTitle, card: Card }: MatchGridProps) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <QueryState query={query} errorTitle={t('matches.error')} emptyTitle={emptyTitle}>
      {(matches) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4">
          {matches.map((match) => (
            <Card key={match.id} match={match} now={now} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
