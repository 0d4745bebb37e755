import { chakra } from '@chakra-ui/react';
import { useLanguage } from '../../lib/language-store';
import { formatNumber } from '../../lib/format-number';
import { ChartFrame, type ChartFrameProps } from './ChartFrame';

export interface DivergingBar {
  x: number;
  /** Drawn up from the axis. */
  above: number;
  /** Drawn down from the axis. */
  below: number;
}

interface DivergingBarChartProps extends Omit<ChartFrameProps, 'children' | 'xDomain' | 'yDomain' | 'yTicks' | 'formatY'> {
  bars: readonly DivergingBar[];
  /** Colour tokens or #rrggbb colours of the bars above and below the axis. */
  aboveColor: string;
  belowColor: string;
}

/** The widest a bar is drawn, in the drawing's units, when there are few of them. */
const MAX_BAR_WIDTH = 12;

/**
 * Two figures per step along the bottom as bars on either side of one axis (goals scored above, conceded below):
 * which side a bar is on says which figure it is, whatever its colour. Both sides share one scale, marked with the
 * tallest bar's value.
 */
export function DivergingBarChart({ bars, aboveColor, belowColor, ...frame }: DivergingBarChartProps) {
  const language = useLanguage();
  const tallest = Math.max(1, ...bars.flatMap((bar) => [bar.above, bar.below]));
  const steps = bars.map((bar) => bar.x);
  // Half a step of room at each end, so the first and last bars stand whole inside the frame.
  const xDomain = [Math.min(...steps) - 0.5, Math.max(...steps) + 0.5] as const;
  return (
    <ChartFrame {...frame} xDomain={xDomain} yDomain={[tallest, -tallest]} yTicks={[tallest, 0, -tallest]} formatY={(value) => formatNumber(Math.abs(value), language)}>
      {({ x, y }) => {
        const width = Math.min(Math.abs(x(1) - x(0)) * 0.7, MAX_BAR_WIDTH);
        return (
          <>
            <chakra.line x1={x(xDomain[0])} x2={x(xDomain[1])} y1={y(0)} y2={y(0)} stroke="fg.muted" strokeWidth={1} />
            <chakra.g fill={aboveColor} data-side="above">
              {bars.map((bar) => (
                <rect key={bar.x} data-x={bar.x} x={x(bar.x) - width / 2} width={width} y={y(bar.above)} height={y(0) - y(bar.above)} />
              ))}
            </chakra.g>
            <chakra.g fill={belowColor} data-side="below">
              {bars.map((bar) => (
                <rect key={bar.x} data-x={bar.x} x={x(bar.x) - width / 2} width={width} y={y(0)} height={y(-bar.below) - y(0)} />
              ))}
            </chakra.g>
          </>
        );
      }}
    </ChartFrame>
  );
}
