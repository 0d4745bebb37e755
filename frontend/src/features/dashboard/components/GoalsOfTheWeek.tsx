import { GOALS_OF_THE_WEEK_DEFAULT, GOALS_OF_THE_WEEK_WEEKS } from '@isl/contracts';
import { AspectRatio, Badge, Button, Card, Center, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlay } from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { Panel } from '../../../components/Panel';
import { PanelMessage } from '../../../components/PanelState';
import { useLanguage } from '../../../lib/language-store';
import { leagueDate } from '@isl/contracts';
import { localizedName } from '../../../lib/localized-name';
import { notify } from '../../../lib/toaster';
import { GOAL_HIGHLIGHTS, type GoalHighlight } from '../data/goals-of-the-week';

function HighlightCard({ highlight }: { highlight: GoalHighlight }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`goalsOfTheWeek.titles.${highlight.titleKey}`);
  const date = leagueDate(new Date(highlight.matchDate));
  return (
    <Card.Root
      as="li"
      size="sm"
      overflow="hidden"
      borderWidth={highlight.isGoalOfTheWeek ? '2px' : '1px'}
      borderColor={highlight.isGoalOfTheWeek ? 'yellow.500' : 'border'}
    >
      <AspectRatio ratio={16 / 9}>
        <Center bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
          <LuPlay size="36" aria-hidden />
        </Center>
      </AspectRatio>
      <Card.Body gap="2">
        {highlight.isGoalOfTheWeek ? (
          <Badge colorPalette="yellow" variant="solid" alignSelf="start">
            {t('goalsOfTheWeek.goalOfTheWeek')}
          </Badge>
        ) : null}
        <Text as="h3" fontWeight="semibold">
          {title}
        </Text>
        <Stack gap="0" textStyle="sm" color="fg.muted">
          <Text>
            <BidiList items={[localizedName(highlight.scorer, language), localizedName(highlight.team, language)]} />
          </Text>
          <Text>{t('goalsOfTheWeek.against', { team: localizedName(highlight.opponent, language) })}</Text>
          <Text>
            <BidiList
              items={[
                t('dates.dayMonth', { day: date.day, month: t(`dates.months.${date.month}`) }),
                t('goalsOfTheWeek.week', { week: highlight.week }),
                t('goalsOfTheWeek.goals', { goals: highlight.goals }),
              ]}
            />
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={t('goalsOfTheWeek.watchLabel', { title })}
          onClick={() => notify({ title: t('goalsOfTheWeek.videoSoon') })}
        >
          <LuPlay aria-hidden />
          {t('goalsOfTheWeek.watch')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Spec "Goals of the Week": a week selector (30 to 34, default 32) over fixed sample highlights. */
export function GoalsOfTheWeek() {
  const { t } = useTranslation();
  const [week, setWeek] = useState<number>(GOALS_OF_THE_WEEK_DEFAULT);
  const highlights = GOAL_HIGHLIGHTS.filter((highlight) => highlight.week === week);

  const weekSelector = (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label whiteSpace="nowrap">{t('goalsOfTheWeek.weekLabel')}</Field.Label>
      <NativeSelect.Root size="sm" width="24">
        <NativeSelect.Field value={week} onChange={(event) => setWeek(Number(event.currentTarget.value))}>
          {GOALS_OF_THE_WEEK_WEEKS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Panel title={t('goalsOfTheWeek.title')} subtitle={t('goalsOfTheWeek.sampleNote')} actions={weekSelector}>
      {highlights.length === 0 ? (
        <PanelMessage kind="empty" title={t('goalsOfTheWeek.empty')} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
          {highlights.map((highlight) => (
            <HighlightCard key={highlight.id} highlight={highlight} />
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}
