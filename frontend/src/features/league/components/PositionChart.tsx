import type { ClubRoundLine, TeamResponse } from '@isl/contracts';
import { VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { axisTicks, niceStep } from '../../../components/charts/chart-scale';
import { LineChart } from '../../../components/charts/LineChart';
import { seriesColors } from '../../../components/charts/series-styles';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { positionStory } from '../lib/season-rounds';

interface PositionChartProps {
  team: TeamResponse;
  /** The club's lines, round 1 first; at least one. */
  rounds: readonly ClubRoundLine[];
  /** How many clubs the table has: the lowest place on the axis. */
  teamCount: number;
}

/**
 * A club's league position after each round: one line, first place at the top, in the club's colour where it reads
 * on the page. Its text alternative says where the club stands now and its highest and lowest places.
 */
export function PositionChart({ team, rounds, teamCount }: PositionChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const story = positionStory(rounds);
  if (!story) return null;
  const number = (value: number) => formatNumber(value, language);
  // An ordinal ("3rd"): `count` picks the suffix, `position` is the number as the language writes it.
  const place = (line: ClubRoundLine) => t('charts.place', { count: line.position, ordinal: true, position: number(line.position) });
  const name = isolate(localizedName(team, language));
  const [color] = seriesColors([[team.primaryColor, team.secondaryColor]]);
  const last = story.now.round;
  return (
    <>
      <LineChart
        label={t('charts.position.label', { team: name })}
        height={170}
        xDomain={[1, last]}
        yDomain={[1, teamCount]}
        xTicks={axisTicks(1, last, niceStep(last - 1, 6))}
        yTicks={axisTicks(1, teamCount, niceStep(teamCount - 1, 4))}
        xAxisLabel={t('charts.round')}
        series={[{ id: team.id, color, marker: 'circle', points: rounds.map((line) => ({ x: line.round, y: line.position })) }]}
      />
      <VisuallyHidden>
        {t('charts.position.summary', {
          team: name,
          now: place(story.now),
          round: number(last),
          best: place(story.best),
          bestRound: number(story.best.round),
          worst: place(story.worst),
          worstRound: number(story.worst.round),
        })}
      </VisuallyHidden>
    </>
  );
}
