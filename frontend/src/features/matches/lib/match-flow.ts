import { HALF_LENGTH_MINUTES, type MomentumPoint, type ProbabilityPoint } from '@isl/contracts';
import { linearScale } from '../../../components/charts/chart-scale';

/** The charts' minute axis: regular time, kick-off at one end and the 90th minute at the other. */
export const AXIS_MINUTES = 2 * HALF_LENGTH_MINUTES;

/**
 * How far along the axis a minute is, in minutes from its start edge: the left one in English, the right one in
 * Arabic and Sorani, so time runs the way the page reads. Added time stays on the 90th minute.
 */
export function minuteX(minute: number, dir: 'ltr' | 'rtl'): number {
  const axis = linearScale([0, AXIS_MINUTES], dir === 'ltr' ? [0, AXIS_MINUTES] : [AXIS_MINUTES, 0]);
  return axis(Math.min(Math.max(minute, 0), AXIS_MINUTES));
}

/**
 * The momentum from which a side counts as on top: a lone corner reads about 0.2 and fades below this within five
 * minutes, so a quiet spell reads as even rather than as the faint tail of an old chance.
 */
const ON_TOP_MOMENTUM = 0.1;

type SideOnTop = 'home' | 'away' | null;

/** The side on top at this momentum, or null when neither is. */
export const sideOnTop = (value: number): SideOnTop => (value >= ON_TOP_MOMENTUM ? 'home' : value <= -ON_TOP_MOMENTUM ? 'away' : null);

/** How many minutes each side has been on top. */
export function minutesOnTop(momentum: readonly MomentumPoint[]): { home: number; away: number } {
  const count = (side: SideOnTop) => momentum.filter((point) => sideOnTop(point.value) === side).length;
  return { home: count('home'), away: count('away') };
}

export type ChancesMoment = 'kickoff' | 'halftime' | 'latest';

/** The chances at kick-off, at half-time once it is reached, and at the last minute the history has. */
export function chancesMoments(history: readonly ProbabilityPoint[]): { moment: ChancesMoment; point: ProbabilityPoint }[] {
  const latest = history.at(-1);
  if (!latest) return [];
  const kickoff = history[0];
  const halftime = history.find((point) => point.minute === HALF_LENGTH_MINUTES);
  return [
    { moment: 'kickoff' as const, point: kickoff },
    ...(halftime && halftime !== latest ? [{ moment: 'halftime' as const, point: halftime }] : []),
    ...(latest !== kickoff ? [{ moment: 'latest' as const, point: latest }] : []),
  ];
}
