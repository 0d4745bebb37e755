import type { MatchEventType } from './enums';
import type { MatchEventDetail } from './match-commands';
import { matchChances, type MatchState, type ResultChances, type ScoringModel } from './win-probability';

/*
 * What a match's timeline says about who is on top and who is likely to win, minute by minute
 * (docs/win-probability.md). Pure, so the api and the web app draw the same lines from the same entries.
 */

/** What the outlook reads of a timeline entry. */
export interface OutlookEvent {
  type: MatchEventType;
  minute: number | null;
  teamId: number | null;
  detail?: MatchEventDetail | null;
  disallowed: boolean;
}

/** Who is on top at a minute: from -1 (the away side) to 1 (the home side). */
export interface MomentumPoint {
  minute: number;
  value: number;
}

/** The chances of each result at a minute. */
export interface ProbabilityPoint extends ResultChances {
  minute: number;
}

/**
 * How much each incident says a side is pressing: goals and shots on target most, then a penalty won, shots off
 * target and corners. A card counts for the side it was shown against's opponent, whose attack drew the foul.
 */
export const MOMENTUM_WEIGHTS = {
  goal: 3,
  shotOnTarget: 2,
  penalty: 2,
  shotOffTarget: 1,
  corner: 1,
  yellowCard: 1,
  redCard: 2,
} as const;

/** An incident's weight halves every this many minutes: a spell of pressure fades within a quarter of an hour. */
export const MOMENTUM_HALF_LIFE_MINUTES = 5;

/** The pressure that reads as ±0.76 (tanh 1): a goal and a shot on target within a minute or two. */
const MOMENTUM_SCALE = 5;

/** Whose pressure an entry shows ('for' its team, or 'against' it) and how much; null for one that shows none. */
function pressure(event: OutlookEvent): { weight: number; side: 'for' | 'against' } | null {
  switch (event.type) {
    case 'goal':
      return { weight: MOMENTUM_WEIGHTS.goal, side: 'for' };
    case 'shot':
      return { weight: event.detail === 'on_target' ? MOMENTUM_WEIGHTS.shotOnTarget : MOMENTUM_WEIGHTS.shotOffTarget, side: 'for' };
    case 'penalty':
      return { weight: MOMENTUM_WEIGHTS.penalty, side: 'for' };
    case 'corner':
      return { weight: MOMENTUM_WEIGHTS.corner, side: 'for' };
    case 'yellow_card':
      return { weight: MOMENTUM_WEIGHTS.yellowCard, side: 'against' };
    case 'red_card':
      return { weight: MOMENTUM_WEIGHTS.redCard, side: 'against' };
    default:
      return null;
  }
}

/** Entries that stand and belong to a side and a minute. */
const counted = (events: readonly OutlookEvent[]) =>
  events.filter((event): event is OutlookEvent & { minute: number; teamId: number } => !event.disallowed && event.minute !== null && event.teamId !== null);

/**
 * Momentum from kick-off to `lastMinute`: each incident's weight, positive when it favours the home side, fading by
 * its half-life, summed and squashed into -1..1.
 */
export function momentum(events: readonly OutlookEvent[], homeTeamId: number, lastMinute: number): MomentumPoint[] {
  const weighted = counted(events).flatMap((event) => {
    const shown = pressure(event);
    if (!shown) return [];
    const forHome = (event.teamId === homeTeamId) === (shown.side === 'for');
    return [{ minute: event.minute, weight: forHome ? shown.weight : -shown.weight }];
  });
  return minutesTo(lastMinute).map((minute) => {
    const sum = weighted
      .filter((incident) => incident.minute <= minute)
      .reduce((total, incident) => total + incident.weight * 0.5 ** ((minute - incident.minute) / MOMENTUM_HALF_LIFE_MINUTES), 0);
    return { minute, value: round(Math.tanh(sum / MOMENTUM_SCALE)) };
  });
}

/** The score and red cards of the entries up to `minute`, at that minute. */
export function matchStateAt(events: readonly OutlookEvent[], homeTeamId: number, minute: number): MatchState {
  const upTo = counted(events).filter((event) => event.minute <= minute);
  const count = (types: readonly MatchEventType[], home: boolean) =>
    upTo.filter((event) => types.includes(event.type) && (event.teamId === homeTeamId) === home).length;
  return {
    minute,
    homeScore: count(['goal'], true),
    awayScore: count(['goal'], false),
    homeRedCards: count(['red_card'], true),
    awayRedCards: count(['red_card'], false),
  };
}

/** The chances of each result at every minute from kick-off to `lastMinute`, as the timeline had the match then. */
export function probabilityHistory(
  model: ScoringModel,
  match: { homeTeamId: number; awayTeamId: number },
  events: readonly OutlookEvent[],
  lastMinute: number,
): ProbabilityPoint[] {
  return minutesTo(lastMinute).map((minute) => {
    const chances = matchChances(model, match.homeTeamId, match.awayTeamId, matchStateAt(events, match.homeTeamId, minute));
    return { minute, home: round(chances.home), draw: round(chances.draw), away: round(chances.away) };
  });
}

const minutesTo = (lastMinute: number) => Array.from({ length: Math.max(0, Math.floor(lastMinute)) + 1 }, (_, minute) => minute);

/** Three decimals: what a bar or a line can show, at a fraction of the payload. */
const round = (value: number) => Math.round(value * 1000) / 1000;
