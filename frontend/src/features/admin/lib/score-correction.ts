import { HALF_LENGTH_MINUTES, type CorrectionGoal, type MatchCommand, type MatchEventPayload, type MatchResponse } from '@isl/contracts';

export type ScoreCorrectionCommand = Extract<MatchCommand, { type: 'correct_score' }>;

/** A goal of the timeline that counts: one a correction may disallow. */
export interface StandingGoal {
  id: number;
  teamId: number;
}

/** What the operator chose: goals of the timeline that no longer stand, and goals it missed. */
export interface CorrectionChoices {
  disallowGoalIds: readonly number[];
  addGoals: readonly CorrectionGoal[];
}

export interface ScoreCorrectionPlan {
  /** The score the standing goals make now. */
  current: { homeScore: number; awayScore: number };
  /** What the operator's choices change; false until a goal is disallowed or added. */
  changed: boolean;
  /** The command to send: the score the goals that would stand make, with the goals that change. */
  command: ScoreCorrectionCommand;
}

/**
 * The goals of a timeline that stand: goals (an own goal is never recorded by a command) that no correction
 * disallowed, by minute (a goal a correction added comes late in the timeline). A row without its id (the
 * server always sends it) cannot be named, so it is left out.
 */
export function standingGoals(events: readonly MatchEventPayload[]): (MatchEventPayload & StandingGoal)[] {
  return events
    .filter((event): event is MatchEventPayload & StandingGoal => event.type === 'goal' && !event.disallowed && event.id !== undefined && event.teamId !== null)
    .sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0) || a.version - b.version);
}

const withoutUnknownPlayers = ({ teamId, minute, playerId, assistPlayerId }: CorrectionGoal): CorrectionGoal => ({
  teamId,
  minute,
  ...(playerId !== undefined ? { playerId } : {}),
  ...(assistPlayerId !== undefined ? { assistPlayerId } : {}),
});

/**
 * A score correction from the goals that stand and the operator's choices. The server takes a correction only
 * when the goals that would stand make the stated score, so the score is counted here from the goals rather
 * than typed; a disallowed id no longer among the standing goals (the timeline was refetched) is dropped.
 */
export function planScoreCorrection(
  match: Pick<MatchResponse, 'homeTeamId' | 'awayTeamId'>,
  goals: readonly StandingGoal[],
  choices: CorrectionChoices,
): ScoreCorrectionPlan {
  const disallowed = goals.filter((goal) => choices.disallowGoalIds.includes(goal.id));
  const kept = goals.filter((goal) => !choices.disallowGoalIds.includes(goal.id));
  const goalsOf = (teamId: number, standing: readonly { teamId: number }[]) => standing.filter((goal) => goal.teamId === teamId).length;
  const after = [...kept, ...choices.addGoals];
  const changed = disallowed.length > 0 || choices.addGoals.length > 0;

  return {
    current: { homeScore: goalsOf(match.homeTeamId, goals), awayScore: goalsOf(match.awayTeamId, goals) },
    changed,
    command: {
      type: 'correct_score',
      homeScore: goalsOf(match.homeTeamId, after),
      awayScore: goalsOf(match.awayTeamId, after),
      ...(disallowed.length ? { disallowGoalIds: disallowed.map((goal) => goal.id) } : {}),
      ...(choices.addGoals.length ? { addGoals: choices.addGoals.map(withoutUnknownPlayers) } : {}),
    },
  };
}

const FULL_TIME_MINUTE = 2 * HALF_LENGTH_MINUTES;

/**
 * The last minute an added goal can be given: what has been played (90 once finished, 45 at half-time, the
 * running minute while live), as the server checks it; 90 when the clock is not known (the server decides).
 */
export function lastCorrectionMinute(status: MatchResponse['status'], runningMinute: number | null): number {
  return status === 'finished' ? FULL_TIME_MINUTE : (runningMinute ?? FULL_TIME_MINUTE);
}
