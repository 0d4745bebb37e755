import { chakra } from '@chakra-ui/react';
import { ChartFrame, type ChartFrameProps } from './ChartFrame';
import type { SeriesStyle } from './series-styles';
import { SeriesMarker } from './SeriesMarker';

export interface ChartPoint {
  x: number;
  y: number;
}

export interface LineSeries extends SeriesStyle {
  id: string | number;
  /** A colour token or a #rrggbb colour. */
  color: string;
  points: readonly ChartPoint[];
}

interface LineChartProps extends Omit<ChartFrameProps, 'children'> {
  /** Drawn in this order, so the last one lies on top where lines cross. */
  series: readonly LineSeries[];
}

/** One line per series through its points, with its marker at the last one (where the reader looks for "now"). */
export function LineChart({ series, ...frame }: LineChartProps) {
  return (
    <ChartFrame {...frame}>
      {({ x, y }) =>
        series.map((line) => {
          const last = line.points.at(-1);
          const path = line.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.x)} ${y(point.y)}`).join(' ');
          return (
            <chakra.g key={line.id} data-series={line.id} stroke={line.color} fill={line.color}>
              <path d={path} fill="none" strokeWidth={2} strokeDasharray={line.dash} strokeLinejoin="round" strokeLinecap="round" />
              {last ? <SeriesMarker shape={line.marker} x={x(last.x)} y={y(last.y)} radius={3.5} /> : null}
            </chakra.g>
          );
        })
      }
    </ChartFrame>
  );
}
