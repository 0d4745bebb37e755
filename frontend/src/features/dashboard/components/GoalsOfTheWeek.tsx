import { GOALS_OF_THE_WEEK_DEFAULT, GOALS_OF_THE_WEEK_WEEKS, leagueDate, type MatchResponse } from '@isl/contracts';
import { AspectRatio, Badge, Box, Button, Card, Center, Field, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlay } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';
import { BidiList } from '../../../components/BidiList';
import { OptionSelect } from '../../../components/OptionSelect';
import { Panel } from '../../../components/Panel';
import { PanelMessage } from '../../../components/PanelState';
import { ClubCrest } from '../../../components/TeamCrest';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedField, localizedName } from '../../../lib/localized-name';
import { matchQueryOptions } from '../../../lib/matches/get-match';
import { useMatches } from '../../../lib/matches/get-matches';
import { GOAL_HIGHLIGHTS, type GoalHighlight } from '../data/goals-of-the-week';

interface HighlightCardProps {
  highlight: GoalHighlight;
  /** The club's match of that round; undefined while the round loads. */
  match: MatchResponse | undefined;
}

function HighlightCard({ highlight, match }: HighlightCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`goalsOfTheWeek.titles.${highlight.titleKey}`);
  const isHome = match?.homeTeamName === highlight.team.name;
  const teamId = match ? (isHome ? match.homeTeamId : match.awayTeamId) : undefined;
  const opponent = match ? (isHome ? awayTeamNames(match) : homeTeamNames(match)) : undefined;
  // The timeline names the scorer: the club's first goal that stands.
  const detail = useQuery({ ...matchQueryOptions(match?.id ?? 0), enabled: match !== undefined });
  const goal = detail.data?.events.find((event) => event.type === 'goal' && event.teamId === teamId && !event.disallowed);
  const date = match ? leagueDate(new Date(match.matchDate)) : undefined;
  const goals = match && match.homeScore !== null && match.awayScore !== null ? match.homeScore + match.awayScore : null;
  return (
    // On a phone the card lies down: the picture beside the text, so the week's goals fit a screen or two.
    <Card.Root
      as="li"
      size="sm"
      overflow="hidden"
      flexDirection={{ base: 'row', sm: 'column' }}
      borderWidth={highlight.isGoalOfTheWeek ? '2px' : '1px'}
      borderColor={highlight.isGoalOfTheWeek ? 'yellow.500' : 'border'}
    >
      <AspectRatio ratio={{ base: 3 / 4, sm: 16 / 9 }} w={{ base: '24', sm: 'full' }} flexShrink={0}>
        <Center
          bgGradient="to-br"
          gradientFrom="brand.800"
          gradientTo="brand.600"
          color="white"
          flexDirection={{ base: 'column', sm: 'row' }}
          gap={{ base: '2', sm: '4' }}
        >
          {match ? <ClubCrest teamId={match.homeTeamId} size={{ base: '7', sm: '10' }} /> : null}
          <Box as="span" fontSize={{ base: '2xl', sm: '4xl' }} aria-hidden>
            <LuPlay />
          </Box>
          {match ? <ClubCrest teamId={match.awayTeamId} size={{ base: '7', sm: '10' }} /> : null}
        </Center>
      </AspectRatio>
      <Flex direction="column" flex="1" minW="0">
        <Card.Body gap="2">
          {highlight.isGoalOfTheWeek ? (
            <Badge colorPalette="yellow" variant="solid" alignSelf="start">
              {t('goalsOfTheWeek.goalOfTheWeek')}
            </Badge>
          ) : null}
          <Text as="h3" fontWeight="semibold">
            {title}
          </Text>
          <Stack gap="0" textStyle="sm" color="fg.muted" minH="16">
            <Text>
              <BidiList items={[goal ? localizedField(goal, 'playerName', language) : null, localizedName(highlight.team, language)]} />
            </Text>
            {opponent ? <Text>{t('goalsOfTheWeek.against', { team: localizedName(opponent, language) })}</Text> : null}
            <Text>
              <BidiList
                items={[
                  date ? t('dates.dayMonth', { day: date.day, month: t(`dates.months.${date.month}`) }) : null,
                  t('goalsOfTheWeek.week', { week: highlight.week }),
                  goals !== null ? t('goalsOfTheWeek.goals', { goals }) : null,
                ]}
              />
            </Text>
          </Stack>
        </Card.Body>
        <Card.Footer>
          {/* Watch opens the match centre of the goal's match (its timeline has the goal). */}
          {match ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={`/matches/${match.id}`} aria-label={t('goalsOfTheWeek.watchLabel', { title })}>
                <LuPlay aria-hidden />
                {t('goalsOfTheWeek.watch')}
              </RouterLink>
            </Button>
          ) : (
            <Button size="sm" colorPalette="brand" disabled aria-label={t('goalsOfTheWeek.watchLabel', { title })}>
              <LuPlay aria-hidden />
              {t('goalsOfTheWeek.watch')}
            </Button>
          )}
        </Card.Footer>
      </Flex>
    </Card.Root>
  );
}

const WEEK_OPTIONS = GOALS_OF_THE_WEEK_WEEKS.map((week) => ({ value: String(week), label: String(week) }));

/**
 * Spec "Goals of the Week": a week selector (30 to 34, default 32) over fixed sample highlights, each tied to
 * its club's real match of that round.
 */
export function GoalsOfTheWeek() {
  const { t } = useTranslation();
  const [week, setWeek] = useState<number>(GOALS_OF_THE_WEEK_DEFAULT);
  const highlights = GOAL_HIGHLIGHTS.filter((highlight) => highlight.week === week);
  const round = useMatches({ round: week }, { enabled: highlights.length > 0 });
  const matchOf = (highlight: GoalHighlight) =>
    round.data?.find((match) => match.homeTeamName === highlight.team.name || match.awayTeamName === highlight.team.name);

  const weekSelector = (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label whiteSpace="nowrap">{t('goalsOfTheWeek.weekLabel')}</Field.Label>
      <OptionSelect size="sm" width="24" value={String(week)} options={WEEK_OPTIONS} onChange={(value) => setWeek(Number(value))} />
    </Field.Root>
  );

  return (
    <Panel title={t('goalsOfTheWeek.title')} subtitle={t('goalsOfTheWeek.sampleNote')} actions={weekSelector}>
      {highlights.length === 0 ? (
        <PanelMessage kind="empty" title={t('goalsOfTheWeek.empty')} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
          {highlights.map((highlight) => (
            <HighlightCard key={highlight.id} highlight={highlight} match={matchOf(highlight)} />
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}
