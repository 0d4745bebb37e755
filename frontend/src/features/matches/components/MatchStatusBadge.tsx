import type { MatchResponse, MatchStatus } from '@isl/contracts';
import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<MatchStatus, string> = {
  live: 'red',
  finished: 'gray',
  scheduled: 'blue',
  postponed: 'orange',
  cancelled: 'gray',
};

function PulsingDot() {
  return (
    <Box
      as="span"
      aria-hidden
      boxSize="2"
      rounded="full"
      bg="currentColor"
      animation="pulse"
      _motionReduce={{ animation: 'none' }}
    />
  );
}

interface MatchStatusBadgeProps {
  match: Pick<MatchResponse, 'status' | 'elapsed'>;
  /**
   * 'card' (Matches page): Final Time, Live, Scheduled, Postponed, Cancelled.
   * 'ticker' (live scores panel): the running minute or LIVE, Finished, Scheduled, else the status itself.
   */
  variant: 'card' | 'ticker';
}

/** The one status badge of a match, in the wording each screen of the spec uses. */
export function MatchStatusBadge({ match, variant }: MatchStatusBadgeProps) {
  const { t } = useTranslation();
  const { status } = match;
  const isLive = status === 'live';

  let label: string;
  if (variant === 'card') label = t(`matches.status.${status}`);
  else if (isLive) label = match.elapsed !== null ? t('matches.ticker.minute', { minute: match.elapsed }) : t('matches.ticker.live');
  else if (status === 'finished' || status === 'scheduled') label = t(`matches.ticker.${status}`);
  // The spec shows any other status as it is; it is translated here so an Arabic page stays Arabic.
  else label = t(`matches.status.${status}`);

  return (
    <Badge colorPalette={PALETTE[status]} variant={isLive ? 'solid' : 'subtle'} gap="1.5" flexShrink={0}>
      {isLive ? <PulsingDot /> : null}
      {isLive && variant === 'ticker' && match.elapsed !== null ? (
        // Keep the minute mark after the number on right-to-left pages.
        <bdi dir="ltr">{label}</bdi>
      ) : (
        label
      )}
    </Badge>
  );
}
