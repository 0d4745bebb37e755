import type { MatchResponse } from '@isl/contracts';
import { Box, Grid, Text } from '@chakra-ui/react';
import { useLanguage } from '../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../lib/localized-name';
import { ScoreOrVersus } from './Scoreline';

const SIZES = {
  /** A match card or list row. */
  card: { names: undefined, nameWeight: 'semibold', score: 'xl', gap: '3' },
  /** The match centre's headline. */
  headline: { names: { base: 'lg', md: '2xl' }, nameWeight: 'bold', score: { base: '3xl', md: '5xl' }, gap: { base: '3', md: '6' } },
} as const;

/**
 * Home, the score (or "vs" before a result), away: the one layout every match shows, in the reader's language.
 * The grid follows the page direction, so on a right-to-left page the home side is on the right; spans only,
 * so it fits inside a heading or a link.
 */
export function MatchTeamsRow({ match, size = 'card' }: { match: MatchResponse; size?: keyof typeof SIZES }) {
  const language = useLanguage();
  const look = SIZES[size];
  return (
    <Grid as="span" templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)" alignItems="center" gap={look.gap}>
      <Text as="span" textStyle={look.names} fontWeight={look.nameWeight} textAlign="end">
        {localizedName(homeTeamNames(match), language)}
      </Text>
      <Box as="span" textStyle={look.score} px="1" textAlign="center">
        <ScoreOrVersus match={match} />
      </Box>
      <Text as="span" textStyle={look.names} fontWeight={look.nameWeight} textAlign="start">
        {localizedName(awayTeamNames(match), language)}
      </Text>
    </Grid>
  );
}
