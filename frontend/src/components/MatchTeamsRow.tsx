import type { MatchResponse } from '@isl/contracts';
import { Box, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../lib/localized-name';
import { KickOffTime, ScoreOrVersus } from './Scoreline';

const SIZES = {
  /** A row of a list in a panel (live scores). */
  row: { names: undefined, nameWeight: 'semibold', score: undefined, gap: '2' },
  /** A match card. */
  card: { names: undefined, nameWeight: 'semibold', score: 'xl', gap: '3' },
  /** The match centre's headline. */
  headline: { names: { base: 'lg', md: '2xl' }, nameWeight: 'bold', score: { base: '3xl', md: '5xl' }, gap: { base: '3', md: '6' } },
} as const;

interface MatchTeamsRowProps {
  match: MatchResponse;
  size?: keyof typeof SIZES;
  /**
   * 'final': the score only once the match is over (My Predictions), "vs" until then; 'kickOff': the score as it
   * stands, the kick-off time before kick-off (the match centre); else the score as it stands, "vs" before.
   */
  score?: 'current' | 'final' | 'kickOff';
}

/**
 * Home, the score (or "vs" before a result), away: the one layout every match shows, in the reader's language
 * ("Home" and "Away" where a name is missing). The grid follows the page direction, so on a right-to-left page
 * the home side is on the right; spans only, so it fits inside a heading or a link.
 */
export function MatchTeamsRow({ match, size = 'card', score = 'current' }: MatchTeamsRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const look = SIZES[size];
  const shown = score === 'final' && match.status !== 'finished' ? { ...match, homeScore: null, awayScore: null } : match;
  return (
    <Grid as="span" templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)" alignItems="center" gap={look.gap}>
      <Text as="span" textStyle={look.names} fontWeight={look.nameWeight} textAlign="end">
        {localizedName(homeTeamNames(match), language) || t('matches.home')}
      </Text>
      <Box as="span" textStyle={look.score} px="1" textAlign="center">
        {score === 'kickOff' && match.status === 'scheduled' ? <KickOffTime matchDate={match.matchDate} /> : <ScoreOrVersus match={shown} />}
      </Box>
      <Text as="span" textStyle={look.names} fontWeight={look.nameWeight} textAlign="start">
        {localizedName(awayTeamNames(match), language) || t('matches.away')}
      </Text>
    </Grid>
  );
}
