/** Every queue and job of the app, with its payload: producers and workers agree through this file. */
export const SETTLEMENT_QUEUE = 'settlement';

export interface JobCatalogue {
  /** Settle predictions on a finished match against the result at `version`. */
  'settle-match': { matchId: number; version: number };
  /** Enqueue every finished match whose settlement lags its version (heals a lost enqueue). */
  'sweep-unsettled': Record<string, never>;
}

export type JobName = keyof JobCatalogue;

/** Deterministic, so the same settlement enqueued twice is one job. */
export const settleJobId = (matchId: number, version: number) => `settle-${matchId}-${version}`;
