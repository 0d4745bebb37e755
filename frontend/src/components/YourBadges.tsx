import type { BadgeKind, BadgeResponse } from '@isl/contracts';
import { Box, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate, ltr } from '../lib/bidi';
import { useMyBadges } from '../lib/badges/my-badges';
import { useMyLeagueNames } from '../lib/leagues/my-leagues';
import { BADGE_ICONS } from './BadgeChips';
import { QueryState } from './QueryState';

/** Where and when a badge was won: the round (in its league, named when the fan is still in it), the season. */
function earnedWhere(badge: BadgeResponse, leagueNames: ReadonlyMap<number, string>, t: TFunction): string {
  const season = ltr(badge.season);
  if (badge.round === null) return t('badges.earned.season', { season });
  if (badge.leagueId === null) return t('badges.earned.round', { round: badge.round, season });
  const league = leagueNames.get(badge.leagueId);
  return league ? t('badges.earned.roundInLeague', { round: badge.round, league: isolate(league), season }) : t('badges.earned.roundInALeague', { round: badge.round, season });
}

function BadgeIcon({ kind, size }: { kind: BadgeKind; size: string }) {
  return <Icon as={BADGE_ICONS[kind].icon} boxSize={size} color={BADGE_ICONS[kind].color} aria-hidden flexShrink="0" />;
}

/** Every badge the fan has won, newest first, each with its picture, its name and where it was won. */
function BadgeList({ badges }: { badges: BadgeResponse[] }) {
  const { t } = useTranslation();
  const leagueNames = useMyLeagueNames(badges.some((badge) => badge.leagueId !== null));
  const newestFirst = [...badges].sort((a, b) => b.awardedAt.localeCompare(a.awardedAt));
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {newestFirst.map((badge) => (
        <HStack as="li" key={`${badge.kind}:${badge.season}:${badge.round}:${badge.leagueId}`} gap="3" p="2" rounded="md" bg="bg.muted" data-badge={badge.kind}>
          <Flex boxSize="9" rounded="full" bg="bg" align="center" justify="center" flexShrink="0">
            <BadgeIcon kind={badge.kind} size="5" />
          </Flex>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{t(`badges.kinds.${badge.kind}`)}</Text>
            <Text textStyle="xs" color="fg.muted">
              <bdi>{earnedWhere(badge, leagueNames, t)}</bdi>
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** One picture per kind won, with how many times when more than once ("×3"), each named for screen readers. */
function BadgeRow({ badges }: { badges: BadgeResponse[] }) {
  const { t } = useTranslation();
  const counts = new Map<BadgeKind, number>();
  for (const badge of badges) counts.set(badge.kind, (counts.get(badge.kind) ?? 0) + 1);
  return (
    <Flex as="ul" listStyleType="none" gap="3" wrap="wrap">
      {[...counts].map(([kind, count]) => (
        <HStack as="li" key={kind} gap="1" data-badge={kind} title={t(`badges.kinds.${kind}`)}>
          <BadgeIcon kind={kind} size="5" />
          <Text as="span" srOnly>
            {t('badges.times', { name: t(`badges.kinds.${kind}`), count })}
          </Text>
          {count > 1 ? (
            <Text as="span" textStyle="xs" fontWeight="bold" dir="ltr" aria-hidden>
              ×{count}
            </Text>
          ) : null}
        </HStack>
      ))}
    </Flex>
  );
}

/**
 * "Your badges" on the fan's own profile: the whole list (Settings), or a row of pictures (beside the
 * statistics); with none yet, how to earn one.
 */
export function YourBadges({ variant }: { variant: 'list' | 'row' }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {t('badges.title')}
      </Heading>
      <QueryState query={useMyBadges()} errorTitle={t('badges.error')}>
        {(badges) =>
          badges.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" data-testid="badges-empty">
              {t('badges.empty')}
            </Text>
          ) : variant === 'list' ? (
            <BadgeList badges={badges} />
          ) : (
            <BadgeRow badges={badges} />
          )
        }
      </QueryState>
    </Box>
  );
}
