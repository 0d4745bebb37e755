import { matchPhase } from '@isl/contracts';
import type { MatchStatus } from '@isl/contracts';
import { Badge, Box, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRunningMinute } from '../lib/matches/use-running-minute';
import { type MatchClock } from '../lib/matches/match-clock';

const PALETTE: Record<MatchStatus, string> = {
  live: 'red',
  finished: 'gray',
  scheduled: 'blue',
  postponed: 'orange',
  cancelled: 'gray',
};

/** The live sign: a dot in the text's colour, pulsing unless the reader asked for less motion. */
export function PulsingDot() {
  return (
    <Box
      as="span"
      aria-hidden
      boxSize="2"
      flexShrink={0}
      rounded="full"
      bg="currentColor"
      animation="pulse"
      _motionReduce={{ animation: 'none' }}
    />
  );
}

interface MatchStatusBadgeProps {
  match: MatchClock;
  /**
   * 'card' (Matches page): Final Time, Live, Scheduled, Postponed, Cancelled.
   * 'ticker' (live scores panel): the running minute (HT at half-time) or LIVE, Finished, Scheduled, else the
   * status itself.
   */
  variant: 'card' | 'ticker';
}

/**
 * A live match's clock: the pulsing dot and the running minute ("Live" for screen readers), HT at half-time,
 * or LIVE while the minute is unknown.
 */
export function LiveClock({ match }: { match: MatchClock }) {
  const { t } = useTranslation();
  const minute = useRunningMinute(match);
  const halfTime = matchPhase(match) === 'half_time';
  return (
    <>
      <PulsingDot />
      {!halfTime && minute === null ? (
        t('matches.ticker.live')
      ) : (
        <>
          <VisuallyHidden>{t('matches.status.live')} </VisuallyHidden>
          {/* Keep the minute mark after the number on right-to-left pages. */}
          {halfTime ? t('matches.ticker.halfTime') : <bdi dir="ltr">{t('matches.ticker.minute', { minute })}</bdi>}
        </>
      )}
    </>
  );
}

/** The one status badge of a match, in the wording each screen of the spec uses. */
export function MatchStatusBadge({ match, variant }: MatchStatusBadgeProps) {
  const { t } = useTranslation();
  const { status } = match;
  const isLive = status === 'live';

  let label: string;
  if (variant === 'card') label = t(`matches.status.${status}`);
  else if (status === 'finished' || status === 'scheduled') label = t(`matches.ticker.${status}`);
  // The spec shows any other status as it is; it is translated here so an Arabic page stays Arabic.
  else label = t(`matches.status.${status}`);

  return (
    <Badge colorPalette={PALETTE[status]} variant={isLive ? 'solid' : 'subtle'} gap="1.5" flexShrink={0}>
      {variant === 'ticker' && isLive ? (
        <LiveClock match={match} />
      ) : (
        <>
          {isLive ? <PulsingDot /> : null}
          {label}
        </>
      )}
    </Badge>
  );
}
