import { isPredictionOpen, matchPhase } from '@isl/contracts';
import { Badge, Box, Button, Card, Container, DataList, Flex, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSearchX } from 'react-icons/lu';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/BackButton';
import { RouterLink } from '../../../components/RouterLink';
import { MessagePage } from '../../../components/MessagePage';
import { PageLoading } from '../../../components/PageLoading';
import { QueryState } from '../../../components/QueryState';
import { ShareButton } from '../../../components/ShareButton';
import { ApiError } from '../../../lib/api-client';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedField, localizedName } from '../../../lib/localized-name';
import type { MatchDetail } from '../../../lib/matches/get-match';
import { useMatch } from '../../../lib/matches/use-match';
import { wholeNumberParam } from '../../../lib/whole-number-param';
import { matchDateLabel, matchDayLabel } from '../../../lib/matches/match-date-label';
import { usePageTitle } from '../../../lib/use-page-title';
import { MatchStatusBadge } from '../../../components/MatchStatusBadge';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { WinProbabilityBar } from '../../../components/WinProbabilityBar';
import { matchHeadline } from '../lib/match-headline';
import { MatchFlow } from './MatchFlow';
import { MatchLineups } from './MatchLineups';
import { MatchTable } from './MatchTable';
import { MatchTimeline } from './MatchTimeline';
import { SeasonMeetings } from './SeasonMeetings';
import { StreamButton } from './StreamButton';

function MatchNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return <MessagePage icon={<LuSearchX />} iconColor="fg.muted" title={t('notFound.title')} text={t('matchCentre.notFound')} />;
}

function Scoreboard({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const home = localizedName(homeTeamNames(match), language);
  const away = localizedName(awayTeamNames(match), language);
  const phase = matchPhase(match);
  const hasScore = match.homeScore !== null && match.awayScore !== null;
  const headline = matchHeadline(match, language, t);
  usePageTitle(headline);

  return (
    <Card.Root>
      <Card.Body gap="4" alignItems="center" textAlign="center">
        <Flex gap="2" align="center" wrap="wrap" justify="center">
          <Badge variant="outline" colorPalette="gray">
            {t('matches.matchday', { matchday: match.matchday })}
          </Badge>
          {/* A live match shows its running minute; any other its status in the Matches page's words. */}
          <MatchStatusBadge match={match} variant={match.status === 'live' ? 'ticker' : 'card'} />
        </Flex>
        <Heading as="h1" w="full">
          {/* Before kick-off the score's place holds the kick-off time. */}
          <MatchTeamsRow match={match} size="headline" score="kickOff" />
        </Heading>
        {match.status === 'scheduled' ? (
          <Text color="fg.muted" fontWeight="medium">
            {matchDayLabel(match.matchDate, new Date(), t)}
          </Text>
        ) : null}
        {/* Screen readers hear the new score when a goal is pushed. */}
        {hasScore ? (
          <VisuallyHidden aria-live="polite">
            {t('matchCentre.scoreSummary', { home: isolate(home), homeScore: match.homeScore, away: isolate(away), awayScore: match.awayScore })}
          </VisuallyHidden>
        ) : null}
        {match.status === 'live' ? (
          <Text color="fg.muted" fontWeight="medium">
            {t(`matches.phases.${phase}`)}
          </Text>
        ) : null}
        <Box w="full" maxW="md">
          <WinProbabilityBar chances={match.winProbability} home={home} away={away} variant="full" />
        </Box>
        <Flex gap="2" justify="center" wrap="wrap">
          {isPredictionOpen(match, new Date()) ? (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to="/predictions">{t('matches.predict')}</RouterLink>
            </Button>
          ) : null}
          <StreamButton match={match} />
          <ShareButton title={headline} path={`/matches/${match.id}`} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Date, venue, referee and attendance; what is not known yet is left out. */
function MatchFacts({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    { key: 'date', value: matchDateLabel(match.matchDate, new Date(), t) },
    { key: 'venue', value: localizedField(match, 'venue', language) },
    { key: 'referee', value: localizedField(match, 'referee', language) },
    { key: 'attendance', value: match.attendance !== null ? formatNumber(match.attendance, language) : null },
  ].filter((fact): fact is { key: string; value: string } => Boolean(fact.value));

  return (
    <Card.Root>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md">
          {facts.map(({ key, value }) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel minW="28">{t(`matchCentre.facts.${key}`)}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi>{value}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function MatchCentre({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const match = useMatch(matchId);

  // A match the server does not know is a missing page, not a failed load.
  if (match.error instanceof ApiError && match.error.status === 404) return <MatchNotFound />;

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="5">
        <BackButton to="/matches" label={t('matchCentre.back')} />
        <QueryState query={match} errorTitle={t('matchCentre.error')} loading={<PageLoading />}>
          {(detail) => (
            <>
              <Scoreboard match={detail} />
              <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
                <Stack gap="5" minW="0">
                  {/* Who is on top is drawn from kick-off on. */}
                  {detail.momentum.length > 0 ? <MatchFlow match={detail} /> : null}
                  {/* Before kick-off there is nothing on the timeline yet; a postponement is on it. */}
                  {detail.status !== 'scheduled' || detail.events.length > 0 ? <MatchTimeline match={detail} /> : null}
                  {detail.lineups ? <MatchLineups match={detail} lineups={detail.lineups} /> : null}
                </Stack>
                <Stack gap="5" minW="0">
                  <MatchTable match={detail} />
                  <MatchFacts match={detail} />
                  <SeasonMeetings match={detail} />
                </Stack>
              </Grid>
            </>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

/**
 * /matches/:id: score (the kick-off time before it), status, running minute, the chances of each result, who has
 * been on top and how the chances moved, the event timeline, both line-ups, where the clubs stand (the live table
 * during play), the facts and the clubs' other meeting this season, kept live.
 */
export default function MatchCentrePage() {
  const matchId = wholeNumberParam(useParams().id);
  return matchId === null ? <MatchNotFound /> : <MatchCentre matchId={matchId} />;
}
