import { HALF_LENGTH_MINUTES } from '@isl/contracts';
import { Box, chakra, Flex, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadingDirection } from '../../../components/charts/reading-direction';
import { AXIS_MINUTES, minuteX } from '../lib/match-flow';

/** The height of a chart's drawing in its own units: a value from 0 to 1 is drawn over this many. */
export const CHART_HEIGHT = 100;

interface MinuteChartProps {
  /** The chart's accessible name: it is one image to assistive technology. */
  label: string;
  /** The marks down the chart's start side, top to bottom (none for a chart whose names say which half is whose). */
  scale?: readonly string[];
  /** The drawing, `AXIS_MINUTES` wide (minuteX) and `CHART_HEIGHT` high. */
  children: ReactNode;
  /** Labels laid over the drawing, in the page's own text. */
  overlay?: ReactNode;
}

/**
 * A chart over the minutes of regular time, with the half-time line and the minute marks under it. The drawing
 * stretches to the width it is given (its text stays outside it, so nothing is squashed), and two charts stacked
 * share one minute axis: their minutes line up.
 */
export function MinuteChart({ label, scale = [], children, overlay }: MinuteChartProps) {
  const { t } = useTranslation();
  const halfTime = minuteX(HALF_LENGTH_MINUTES, useReadingDirection());
  return (
    <Grid templateColumns="2.25rem minmax(0, 1fr)" columnGap="1.5" rowGap="1">
      <Flex direction="column" justify="space-between" textStyle="2xs" color="fg.muted" textAlign="end" aria-hidden>
        {scale.map((mark) => (
          <bdi key={mark}>{mark}</bdi>
        ))}
      </Flex>
      <Box role="img" aria-label={label} position="relative" h={{ base: '24', md: '32' }}>
        <chakra.svg
          viewBox={`0 0 ${AXIS_MINUTES} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          display="block"
          w="full"
          h="full"
          overflow="visible"
          aria-hidden="true"
          focusable="false"
        >
          <chakra.line x1={halfTime} x2={halfTime} y1={0} y2={CHART_HEIGHT} stroke="border.emphasized" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
          {children}
        </chakra.svg>
        {overlay}
      </Box>
      <Flex gridColumn="2" justify="space-between" textStyle="2xs" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden>
        {[0, HALF_LENGTH_MINUTES, AXIS_MINUTES].map((minute) => (
          <bdi key={minute} dir="ltr">
            {t('matches.ticker.minute', { minute })}
          </bdi>
        ))}
      </Flex>
    </Grid>
  );
}
