import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format-number';
import { useLanguage } from '../../lib/language-store';
import { linearScale } from './chart-scale';
import { useReadingDirection } from './reading-direction';

/**
 * The drawing's width in its own units. The chart scales to the width it is given (its viewBox): in a card on a
 * 360 px phone a unit is about a pixel and the 10-unit labels read at about 10 px; CHART_MAX_WIDTH keeps them from
 * growing past about 14 px on a wide screen.
 */
export const CHART_WIDTH = 300;
export const CHART_MAX_WIDTH = '26rem';
const FONT_SIZE = 10;
/** Room for the value labels on the axis side, for the line's ends on the other, and for the round labels below. */
const AXIS_SIDE = 22;
const FAR_SIDE = 8;
const TOP = 8;
const BOTTOM = 26;

export interface ChartScales {
  x: (value: number) => number;
  y: (value: number) => number;
}

export interface ChartFrameProps {
  /** The chart's accessible name: the drawing is one image to assistive technology. */
  label: string;
  /** The drawing's height in its units (its width is CHART_WIDTH). */
  height: number;
  /** The first and last value along the bottom (rounds), drawn from the reading direction's start. */
  xDomain: readonly [number, number];
  /** The values at the top and at the bottom: [20, 1] draws 1 at the bottom, [1, 20] puts position 1 on top. */
  yDomain: readonly [number, number];
  xTicks: readonly number[];
  yTicks: readonly number[];
  /** What the bottom axis counts ("Round"), written under its marks. */
  xAxisLabel: string;
  /** A value label's text; by default the number in the language's digits. */
  formatY?: (value: number) => string;
  /** The marks, drawn over the grid with the scales of this frame. */
  children: (scales: ChartScales) => ReactNode;
}

/**
 * A chart's frame: the grid lines with their value labels on the reading direction's start side, the marked values
 * along the bottom with what they count, and the scales that place a value in it. In Arabic and Sorani the whole
 * frame mirrors: the first round on the right and the value labels down the right side.
 */
export function ChartFrame({ label, height, xDomain, yDomain, xTicks, yTicks, xAxisLabel, formatY, children }: ChartFrameProps) {
  const language = useLanguage();
  const rtl = useReadingDirection() === 'rtl';
  const format = (value: number) => formatNumber(value, language);
  const [left, right] = rtl ? [FAR_SIDE, CHART_WIDTH - AXIS_SIDE] : [AXIS_SIDE, CHART_WIDTH - FAR_SIDE];
  const bottom = height - BOTTOM;
  const scales: ChartScales = { x: linearScale(xDomain, rtl ? [right, left] : [left, right]), y: linearScale(yDomain, [TOP, bottom]) };
  const yLabelX = rtl ? right + 4 : left - 4;

  return (
    <chakra.svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      w="full"
      maxW={CHART_MAX_WIDTH}
      h="auto"
      display="block"
      overflow="visible"
      color="fg.muted"
      focusable="false"
    >
      <chakra.g stroke="border" strokeWidth={0.5} data-axis="grid">
        {yTicks.map((value) => (
          <line key={value} x1={left} x2={right} y1={scales.y(value)} y2={scales.y(value)} />
        ))}
      </chakra.g>
      {/* The labels are placed by hand for both directions, so their anchors must not flip with the page's. Their
          size is a style, not an attribute: the page's text styles would override an attribute. */}
      <g fill="currentColor" style={{ fontSize: FONT_SIZE }} direction="ltr">
        <g data-axis="y" textAnchor={rtl ? 'start' : 'end'}>
          {yTicks.map((value) => (
            <text key={value} data-tick={value} x={yLabelX} y={scales.y(value)} dy="0.32em">
              {(formatY ?? format)(value)}
            </text>
          ))}
        </g>
        <g data-axis="x" textAnchor="middle">
          {xTicks.map((value) => (
            <text key={value} data-tick={value} x={scales.x(value)} y={bottom + 12}>
              {format(value)}
            </text>
          ))}
          <text x={(left + right) / 2} y={height - 2}>
            {xAxisLabel}
          </text>
        </g>
      </g>
      {children(scales)}
    </chakra.svg>
  );
}
