import { chakra } from '@chakra-ui/react';
import type { MarkerShape, SeriesStyle } from './series-styles';

interface SeriesMarkerProps {
  shape: MarkerShape;
  x: number;
  y: number;
  /** Half the marker's width, in the drawing's units. */
  radius: number;
}

/** Corner points of a polygon marker around (0, 0), for a half-width of 1. */
const POLYGONS: Record<Exclude<MarkerShape, 'circle'>, [number, number][]> = {
  square: [[-0.85, -0.85], [0.85, -0.85], [0.85, 0.85], [-0.85, 0.85]],
  triangle: [[0, -1.1], [1.05, 0.75], [-1.05, 0.75]],
  diamond: [[0, -1.2], [1.1, 0], [0, 1.2], [-1.1, 0]],
  triangleDown: [[0, 1.1], [1.05, -0.75], [-1.05, -0.75]],
};

/** One marker at (x, y), in the colour of the group around it (its fill), outlined in white to stand off its line. */
export function SeriesMarker({ shape, x, y, radius }: SeriesMarkerProps) {
  if (shape === 'circle') return <circle data-marker={shape} cx={x} cy={y} r={radius} stroke="white" strokeWidth={1} />;
  const points = POLYGONS[shape].map(([dx, dy]) => `${x + dx * radius},${y + dy * radius}`).join(' ');
  return <polygon data-marker={shape} points={points} stroke="white" strokeWidth={1} strokeLinejoin="round" />;
}

/** A legend's sample of a line: a short stretch in its colour and dash pattern with its marker in the middle. */
export function SeriesSwatch({ color, dash, marker }: SeriesStyle & { color: string }) {
  return (
    <chakra.svg viewBox="0 0 28 12" w="7" h="3" flexShrink={0} aria-hidden="true" focusable="false">
      <chakra.g stroke={color} fill={color}>
        <line x1={1} x2={27} y1={6} y2={6} strokeWidth={2} strokeDasharray={dash} />
        <SeriesMarker shape={marker} x={14} y={6} radius={4} />
      </chakra.g>
    </chakra.svg>
  );
}
