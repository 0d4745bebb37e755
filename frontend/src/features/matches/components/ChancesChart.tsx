import { PREDICTION_OUTCOMES, type PredictionOutcome, type ProbabilityPoint } from '@isl/contracts';
import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chancePercentages, OUTCOME_COLORS } from '../../../components/WinProbabilityBar';
import { isolate, ltr } from '../../../lib/bidi';
import { AXIS_MINUTES, chancesMoments, minuteX, type ChancesMoment } from '../lib/match-flow';
import { useReadingDirection } from '../../../components/charts/reading-direction';
import { CHART_HEIGHT, MinuteChart } from './MinuteChart';

/** The draw's line is dashed, so the three lines are told apart without their colours. */
const DASHES: Record<PredictionOutcome, string | undefined> = { home: undefined, draw: '4 3', away: undefined };

interface ChancesChartProps {
  /** The chances at each minute from kick-off. */
  history: readonly ProbabilityPoint[];
  /** The clubs' names in the reader's language. */
  home: string;
  away: string;
  /** The history's last minute is full time rather than now. */
  finished: boolean;
}

/**
 * The chances of a home win, a draw and an away win minute by minute, a line each from 0 to 100 %, on the momentum
 * chart's minute axis. Its text alternative is a table of the chances at kick-off, at half-time and now.
 */
export function ChancesChart({ history, home, away, finished }: ChancesChartProps) {
  const { t } = useTranslation();
  const dir = useReadingDirection();
  const names: Record<PredictionOutcome, string> = { home, draw: t('matches.chances.draw'), away };
  const regularTime = history.filter((point) => point.minute <= AXIS_MINUTES);
  // To a tenth of a percent, all the api's three decimals hold, without the float's noise in the markup.
  const y = (chance: number) => Math.round(CHART_HEIGHT * (1 - chance) * 10) / 10;
  const points = (outcome: PredictionOutcome) => regularTime.map((point) => `${minuteX(point.minute, dir)},${y(point[outcome])}`).join(' ');
  const percent = (value: number) => t('matches.chances.percent', { percent: value });
  const momentLabel = (moment: ChancesMoment, minute: number) => {
    if (moment === 'kickoff') return t('matchCentre.events.kickoff');
    if (moment === 'halftime') return t('matchCentre.events.halftime');
    return finished ? t('matchCentre.events.fulltime') : t('matchCentre.chancesChart.now', { minute: ltr(t('matches.ticker.minute', { minute })) });
  };

  return (
    <Stack gap="2">
      <MinuteChart label={t('matchCentre.chancesChart.label', { home: isolate(home), away: isolate(away) })} scale={[percent(100), percent(50), percent(0)]}>
        <chakra.line x1={0} x2={AXIS_MINUTES} y1={CHART_HEIGHT / 2} y2={CHART_HEIGHT / 2} stroke="border.muted" vectorEffect="non-scaling-stroke" />
        {PREDICTION_OUTCOMES.map((outcome) => (
          <chakra.polyline
            key={outcome}
            data-outcome={outcome}
            points={points(outcome)}
            fill="none"
            stroke={OUTCOME_COLORS[outcome]}
            strokeWidth="2"
            strokeDasharray={DASHES[outcome]}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </MinuteChart>
      {/* The key to the lines, under the drawing and in line with it; the name and the table say it to assistive technology. */}
      <HStack gap="4" wrap="wrap" ps="10" textStyle="xs" aria-hidden>
        {PREDICTION_OUTCOMES.map((outcome) => (
          <HStack key={outcome} gap="1.5" minW="0">
            <Box w="4" borderTopWidth="2px" borderTopStyle={DASHES[outcome] ? 'dashed' : 'solid'} borderColor={OUTCOME_COLORS[outcome]} />
            <Text as="span" truncate>
              {names[outcome]}
            </Text>
          </HStack>
        ))}
      </HStack>
      <VisuallyHidden>
        <table>
          <caption>{t('matchCentre.chancesChart.caption')}</caption>
          <thead>
            <tr>
              <td />
              {PREDICTION_OUTCOMES.map((outcome) => (
                <th key={outcome} scope="col">
                  {names[outcome]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chancesMoments(regularTime).map(({ moment, point }) => {
              const percents = chancePercentages(point);
              return (
                <tr key={moment}>
                  <th scope="row">{momentLabel(moment, point.minute)}</th>
                  {PREDICTION_OUTCOMES.map((outcome) => (
                    <td key={outcome}>{percent(percents[outcome])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
