import type { MomentumPoint } from '@isl/contracts';
import { chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OUTCOME_COLORS } from '../../../components/WinProbabilityBar';
import { isolate } from '../../../lib/bidi';
import { AXIS_MINUTES, minutesOnTop, minuteX, sideOnTop } from '../lib/match-flow';
import { useReadingDirection } from '../../../components/charts/reading-direction';
import { CHART_HEIGHT, MinuteChart } from './MinuteChart';

/** The share of a minute's slot left blank, so neighbouring bars read as bars. */
const BAR_GAP = 0.2;
const AXIS_Y = CHART_HEIGHT / 2;

interface MomentumChartProps {
  /** One point a minute from kick-off: 1 the home side on top, -1 the away side. */
  momentum: readonly MomentumPoint[];
  /** The clubs' names in the reader's language. */
  home: string;
  away: string;
}

/**
 * Who has been on top, minute by minute: a bar above the line in the home side's colour, below it in the away
 * side's, as tall as the pressure. Its text alternative says how many minutes each side has been on top and who
 * is now.
 */
export function MomentumChart({ momentum, home, away }: MomentumChartProps) {
  const { t } = useTranslation();
  const dir = useReadingDirection();
  const onTop = minutesOnTop(momentum);
  const latest = momentum.at(-1);
  const sideNow = latest ? sideOnTop(latest.value) : null;
  // Each minute's bar fills the slot that ends at it; kick-off's has none, and added time is drawn on the 90th.
  const bars = momentum.filter((point) => point.value !== 0 && point.minute > 0 && point.minute <= AXIS_MINUTES);
  const nameStyle = { position: 'absolute', insetStart: '1', textStyle: '2xs', fontWeight: 'semibold', px: '1', rounded: 'sm', bg: 'bg/80' } as const;

  return (
    <Stack gap="0">
      <MinuteChart
        label={t('matchCentre.momentum.label', { home: isolate(home), away: isolate(away) })}
        overlay={
          <>
            <Text {...nameStyle} top="0" color={OUTCOME_COLORS.home}>
              {home}
            </Text>
            <Text {...nameStyle} bottom="0" color={OUTCOME_COLORS.away}>
              {away}
            </Text>
          </>
        }
      >
        <chakra.line x1={0} x2={AXIS_MINUTES} y1={AXIS_Y} y2={AXIS_Y} stroke="border.emphasized" vectorEffect="non-scaling-stroke" />
        {(['home', 'away'] as const).map((side) => (
          <chakra.g key={side} fill={OUTCOME_COLORS[side]}>
            {bars
              .filter((point) => (point.value > 0) === (side === 'home'))
              .map((point) => {
                const height = Math.abs(point.value) * AXIS_Y;
                return (
                  <rect
                    key={point.minute}
                    data-minute={point.minute}
                    x={Math.min(minuteX(point.minute - 1, dir), minuteX(point.minute, dir)) + BAR_GAP / 2}
                    width={1 - BAR_GAP}
                    y={side === 'home' ? AXIS_Y - height : AXIS_Y}
                    height={height}
                  />
                );
              })}
          </chakra.g>
        ))}
      </MinuteChart>
      {latest ? (
        <VisuallyHidden>
          {t('matchCentre.momentum.minutesOnTop', { home: isolate(home), homeMinutes: onTop.home, away: isolate(away), awayMinutes: onTop.away })}{' '}
          {sideNow
            ? t('matchCentre.momentum.nowOnTop', { minute: latest.minute, team: isolate(sideNow === 'home' ? home : away) })
            : t('matchCentre.momentum.nowEven', { minute: latest.minute })}
        </VisuallyHidden>
      ) : null}
    </Stack>
  );
}
