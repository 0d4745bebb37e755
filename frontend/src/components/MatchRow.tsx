import { leagueDate, type MatchResponse } from '@isl/contracts';
import { Box, Flex, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from './RouterLink';
import { useLanguage } from '../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../lib/localized-name';
import { ClubName } from './ClubName';
import { matchDayLabel } from '../lib/matches/match-date-label';
import { LiveClock } from './MatchStatusBadge';
import { ScoreOrVersus } from './Scoreline';
import { ClubCrest } from './TeamCrest';
import { WinProbabilityBar } from './WinProbabilityBar';

// Status, home, score, away: the status and score columns have fixed widths so every row of a list lines up.
const ROW_COLUMNS = { base: '2.75rem minmax(0, 1fr) 3rem minmax(0, 1fr)', md: '3.5rem minmax(0, 1fr) 3.5rem minmax(0, 1fr)' };

/** The first column: the running minute of a live match, else its kick-off time, FT, or a short status. */
function MatchClockCell({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  const { status } = match;
  if (status === 'live') {
    return (
      <Text as="span" color="red.fg" fontWeight="bold" display="inline-flex" alignItems="center" gap="1">
        <LiveClock match={match} />
      </Text>
    );
  }
  if (status === 'scheduled') {
    return (
      <Text as="span" fontVariantNumeric="tabular-nums">
        <bdi dir="ltr">{leagueDate(new Date(match.matchDate)).time}</bdi>
      </Text>
    );
  }
  return (
    <Text as="span" color="fg.muted">
      <span aria-hidden>{t(`matchList.short.${status}`)}</span>
      <VisuallyHidden>{t(`matches.status.${status}`)}</VisuallyHidden>
    </Text>
  );
}

interface MatchRowProps {
  match: MatchResponse;
  /** A control at the end of the row, beside the link (the Matches page's Predict button). */
  action?: ReactNode;
}

/**
 * One match as a dense row, FotMob style: minute or kick-off time, home (name and crest), score, away (short
 * names on a phone, see ClubName); a match being played has the chances of each result under its clubs. The
 * row is the link to the match centre, an optional action beside it. An <li>: put rows in a list (MatchDayList
 * does).
 */
export function MatchRow({ match, action }: MatchRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isLive = match.status === 'live';
  return (
    <Flex as="li" align="center" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Grid
        asChild
        flex="1"
        minW="0"
        templateColumns={ROW_COLUMNS}
        alignItems="center"
        columnGap={{ base: '1.5', md: '2' }}
        rowGap="1"
        minH="12"
        py="2"
        px="2"
        textStyle="sm"
        bg={isLive ? 'red.subtle/40' : undefined}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        colorPalette="brand"
      >
        <RouterLink to={`/matches/${match.id}`} data-match-id={match.id}>
          <Box textStyle="xs" textAlign="center">
            <MatchClockCell match={match} />
          </Box>
          <HStack gap={{ base: '1.5', md: '2' }} justify="flex-end" minW="0">
            <ClubName names={homeTeamNames(match)} fallback={t('matches.home')} fontWeight="medium" textAlign="end" />
            <ClubCrest teamId={match.homeTeamId} size={{ base: '5', md: '6' }} />
          </HStack>
          <Box textAlign="center">
            <ScoreOrVersus match={match} wordsTextStyle="xs" />
          </Box>
          <HStack gap={{ base: '1.5', md: '2' }} minW="0">
            <ClubCrest teamId={match.awayTeamId} size={{ base: '5', md: '6' }} />
            <ClubName names={awayTeamNames(match)} fallback={t('matches.away')} fontWeight="medium" />
          </HStack>
          {isLive && match.winProbability ? (
            <Box gridColumn="2 / -1">
              <WinProbabilityBar
                chances={match.winProbability}
                home={localizedName(homeTeamNames(match), language)}
                away={localizedName(awayTeamNames(match), language)}
                variant="compact"
              />
            </Box>
          ) : null}
        </RouterLink>
      </Grid>
      {action ? (
        <Box flexShrink={0} pe="2">
          {action}
        </Box>
      ) : null}
    </Flex>
  );
}

/** Consecutive matches of one league day, in the order given (newest first for results, soonest first for fixtures). */
function groupByDay(matches: readonly MatchResponse[]): MatchResponse[][] {
  const days: MatchResponse[][] = [];
  let current: number | null = null;
  for (const match of matches) {
    const day = leagueDate(new Date(match.matchDate)).dayNumber;
    if (day !== current) days.push([]);
    current = day;
    days[days.length - 1].push(match);
  }
  return days;
}

interface MatchDayListProps {
  matches: readonly MatchResponse[];
  /** A control for a row's end, if the match has one (see MatchRow). */
  action?: (match: MatchResponse) => ReactNode;
  /** The moment "Today" is judged against; the page's clock by default. */
  now?: Date;
  /** The day headings' level: second under a page's title (the default), third inside a titled panel. */
  headingLevel?: 'h2' | 'h3';
}

interface MatchRowListProps extends Pick<MatchDayListProps, 'matches' | 'action'> {
  /** The most rows shown, the first ones; all by default. */
  limit?: number;
}

/**
 * Matches as a list of rows, without bullets. Kept as it is while its matches are: a panel re-rendered for another
 * reason (the live socket connecting, which stops its polling) redrew every row of every match.
 */
export const MatchRowList = memo(function MatchRowList({ matches, action, limit }: MatchRowListProps) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {matches.slice(0, limit).map((match) => (
        <MatchRow key={match.id} match={match} action={action?.(match)} />
      ))}
    </Box>
  );
});

/** A list of matches as dense rows under a heading per day: what every list of matches shows. Each day is a region named by its heading. */
export function MatchDayList({ matches, action, now = new Date(), headingLevel = 'h2' }: MatchDayListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      {groupByDay(matches).map((day) => {
        const heading = matchDayLabel(day[0].matchDate, now, t);
        return (
          <Box as="section" key={day[0].id} aria-label={heading}>
            <Text as={headingLevel} textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="2" pb="1">
              {heading}
            </Text>
            <Box borderTopWidth="1px" borderColor="border.muted">
              <MatchRowList matches={day} action={action} />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
