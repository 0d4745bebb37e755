import type { ClubRoundLine, TeamResponse } from '@isl/contracts';
import { chakra, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../../../components/charts/ChartLegend';
import { DivergingBarChart } from '../../../components/charts/DivergingBarChart';
import { axisTicks, niceStep } from '../../../components/charts/chart-scale';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { goalsStory } from '../lib/season-rounds';

// The form guide's win green and loss red: shades that read on the page.
const SCORED_COLOR = 'green.700';
const CONCEDED_COLOR = 'red.600';

/** A legend's sample of a bar: its colour on its side of the axis. */
function SideSwatch({ side, color }: { side: 'above' | 'below'; color: string }) {
  return (
    <chakra.svg viewBox="0 0 10 12" w="2.5" h="3" flexShrink={0} focusable="false">
      <chakra.g fill={color}>
        <rect x={2} width={6} y={side === 'above' ? 0 : 6} height={6} />
      </chakra.g>
      <chakra.line x1={0} x2={10} y1={6} y2={6} stroke="fg.muted" strokeWidth={1} />
    </chakra.svg>
  );
}

/**
 * A club's goals round by round: scored as a bar above the axis, conceded below it. Its text alternative gives the
 * totals so far and the round the club scored the most in.
 */
export function GoalsChart({ team, rounds }: { team: TeamResponse; rounds: readonly ClubRoundLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const story = goalsStory(rounds);
  const name = isolate(localizedName(team, language));
  const last = rounds.at(-1)?.round ?? 1;
  const summary = t('charts.goals.summary', { team: name, round: number(last), scored: number(story.scored), conceded: number(story.conceded) });
  return (
    <>
      <DivergingBarChart
        label={t('charts.goals.label', { team: name })}
        height={150}
        bars={rounds.map((line) => ({ x: line.round, above: line.scored, below: line.conceded }))}
        aboveColor={SCORED_COLOR}
        belowColor={CONCEDED_COLOR}
        xTicks={axisTicks(1, last, niceStep(last - 1, 6))}
        xAxisLabel={t('charts.round')}
      />
      <ChartLegend
        items={[
          { key: 'scored', swatch: <SideSwatch side="above" color={SCORED_COLOR} />, label: t('charts.goals.scored') },
          { key: 'conceded', swatch: <SideSwatch side="below" color={CONCEDED_COLOR} />, label: t('charts.goals.conceded') },
        ]}
      />
      <VisuallyHidden>
        {story.most ? `${summary} ${t('charts.goals.most', { most: number(story.most.scored), round: number(story.most.round) })}` : summary}
      </VisuallyHidden>
    </>
  );
}
