import type { ClubNames, MatchResponse } from '@isl/contracts';
import { Box, Flex, Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { awayTeamNames, homeTeamNames } from '../lib/localized-name';
import { ClubName } from './ClubName';
import { KickOffTime, ScoreOrVersus } from './Scoreline';
import { ClubCrest } from './TeamCrest';

const SIZES = {
  /** A match card. */
  card: { names: { base: 'sm', sm: 'md' }, nameWeight: 'semibold', score: { base: 'md', sm: 'xl' }, gap: { base: '2', sm: '3' }, crest: '6', stacked: false },
  /** The match centre's headline: each crest above its club's name. */
  headline: {
    names: { base: 'md', md: '2xl' },
    nameWeight: 'bold',
    score: { base: '3xl', md: '5xl' },
    gap: { base: '3', md: '6' },
    crest: { base: '12', md: '20' },
    stacked: true,
  },
} as const;

interface SideProps {
  teamId: number;
  names: ClubNames;
  side: 'home' | 'away';
  look: (typeof SIZES)[keyof typeof SIZES];
}

/** One club of the row: its crest beside its name, on the score's side; or above it in the headline. */
function Side({ teamId, names, side, look }: SideProps) {
  const { t } = useTranslation();
  const crest = <ClubCrest teamId={teamId} size={look.crest} />;
  const label = (
    <ClubName
      names={names}
      fallback={t(side === 'home' ? 'matches.home' : 'matches.away')}
      shortOnPhone={!look.stacked}
      textStyle={look.names}
      fontWeight={look.nameWeight}
      textAlign={look.stacked ? 'center' : side === 'home' ? 'end' : 'start'}
    />
  );
  if (look.stacked) {
    return (
      <Flex as="span" direction="column" align="center" gap="2" minW="0">
        {crest}
        {label}
      </Flex>
    );
  }
  return (
    <Flex as="span" align="center" gap="2" minW="0" justify={side === 'home' ? 'flex-end' : 'flex-start'}>
      {side === 'home' ? label : crest}
      {side === 'home' ? crest : label}
    </Flex>
  );
}

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
 * Home, the score (or "vs" before a result), away, each club with its crest: the layout of every match card and
 * of the match centre's headline, in the reader's language (a card's short on a phone, see ClubName; "Home"
 * and "Away" where a name is missing). The
 * grid follows the page direction, so on a right-to-left page the home side is on the right; spans only, so it
 * fits inside a heading or a link.
 */
export function MatchTeamsRow({ match, size = 'card', score = 'current' }: MatchTeamsRowProps) {
  const look = SIZES[size];
  const shown = score === 'final' && match.status !== 'finished' ? { ...match, homeScore: null, awayScore: null } : match;
  return (
    <Grid as="span" templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)" alignItems="center" gap={look.gap}>
      <Side teamId={match.homeTeamId} side="home" look={look} names={homeTeamNames(match)} />
      <Box as="span" textStyle={look.score} px="1" textAlign="center">
        {score === 'kickOff' && match.status === 'scheduled' ? <KickOffTime matchDate={match.matchDate} /> : <ScoreOrVersus match={shown} />}
      </Box>
      <Side teamId={match.awayTeamId} side="away" look={look} names={awayTeamNames(match)} />
    </Grid>
  );
}
