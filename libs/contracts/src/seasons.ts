/*
 * A season of the league as data: its label, its dates and the rules its table is ranked by. The generated
 * 2024-25 season is the default; a league's data desk imports the next ones (docs/data-desk.md).
 */

/** A season's label: the year it starts and the last two digits of the year it ends, as in "2025-26". */
const SEASON_LABEL_PATTERN = /^(\d{4})-(\d{2})$/;

/** Whether `label` names a season the way the league does: "2025-26", the second year following the first. */
export function isSeasonLabel(label: string): boolean {
  const match = SEASON_LABEL_PATTERN.exec(label);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/**
 * What breaks a tie on points, in the order a season's rules list them. The head-to-head criteria count only the
 * matches between the clubs still level; the others count the whole season.
 */
export const TIE_BREAKS = ['headToHeadPoints', 'headToHeadGoalDifference', 'headToHeadGoalsFor', 'goalDifference', 'goalsFor'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export const isHeadToHead = (tieBreak: TieBreak): boolean => tieBreak.startsWith('headToHead');

/** The places at either end of the table that mean something. */
export interface SeasonZones {
  /** The top places that are champions (1). */
  champions: number;
  /** The places after the champions that qualify for the AFC's competitions. */
  afcPlaces: number;
  /** The bottom places that are relegated. */
  relegated: number;
}

export interface SeasonRules {
  pointsForWin: number;
  pointsForDraw: number;
  tieBreaks: TieBreak[];
  zones: SeasonZones;
  /** The rounds of the season (a double round robin of 20 clubs has 38). */
  rounds: number;
  /** The predictions game: points for the right outcome, and the bonus for the exact score on top. */
  predictionPoints: { outcome: number; exactScore: number };
}

/**
 * The Iraqi league's rules: clubs level on points are ranked by the matches between them (points, goal
 * difference, goals), then by goal difference and goals over the season. Champions first, AFC Champions League
 * Two for second and third, the last two relegated.
 */
export const IRAQI_LEAGUE_RULES: SeasonRules = {
  pointsForWin: 3,
  pointsForDraw: 1,
  tieBreaks: [...TIE_BREAKS],
  zones: { champions: 1, afcPlaces: 2, relegated: 2 },
  rounds: 38,
  predictionPoints: { outcome: 10, exactScore: 5 },
};

export interface SeasonResponse {
  label: string;
  /** The season's first and last days (YYYY-MM-DD). */
  startsOn: string;
  endsOn: string;
  /** The season the site shows when no season is asked for. */
  isCurrent: boolean;
  rules: SeasonRules;
}

/** The query parameter every read that belongs to a season takes: the current season when absent. */
export const SEASON_QUERY = 'season';
