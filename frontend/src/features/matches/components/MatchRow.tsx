import type { MatchResponse } from '@isl/contracts';
import { Box, LinkBox, LinkOverlay, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MatchStatusBadge } from '../../../components/MatchStatusBadge';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { KickOffTime } from '../../../components/Scoreline';

interface MatchRowProps {
  match: MatchResponse;
  /** A line under the teams (the venue). */
  details?: ReactNode;
}

/**
 * One match as a dense list row: the kick-off time before it starts, else its minute or state; then home,
 * score, away. The teams line opens the match centre and the whole row is its target area.
 */
export function MatchRow({ match, details }: MatchRowProps) {
  return (
    <LinkBox
      as="li"
      display="flex"
      alignItems="center"
      gap="3"
      py="2.5"
      px="2"
      mx="-2"
      rounded="md"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      _hover={{ bg: 'bg.muted' }}
    >
      <Box minW="14" flexShrink={0} display="flex" justifyContent="center" textStyle="sm">
        {match.status === 'scheduled' ? <KickOffTime matchDate={match.matchDate} /> : <MatchStatusBadge match={match} variant="ticker" />}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <LinkOverlay asChild>
          <RouterLink to={`/matches/${match.id}`}>
            <MatchTeamsRow match={match} size="row" />
          </RouterLink>
        </LinkOverlay>
        {details}
      </Stack>
    </LinkBox>
  );
}

/** Rows of matches as a list without bullets. */
export function MatchRows({ matches, details }: { matches: readonly MatchResponse[]; details?: (match: MatchResponse) => ReactNode }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {matches.map((match) => (
        <MatchRow key={match.id} match={match} details={details?.(match)} />
      ))}
    </Box>
  );
}
