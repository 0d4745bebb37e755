import type { EntityManager } from 'typeorm';
import type { MatchEventType, MatchResponse } from '@isl/contracts';
import { followUpsModule, type FollowUp } from '../../platform/outbox/follow-ups';
import type { OutboxMessage } from '../../platform/outbox/outbox';

/** One command's change to a match, inside the command's transaction, as the features that follow matches see it. */
export interface MatchChange {
  /** The match as fans see it once the command commits (its new version, score and status). */
  match: MatchResponse;
  /** The timeline entry the command added. */
  entry: { id: number; type: MatchEventType };
  /** A finished match's result changed (full time, or a correction after it): what depends on results must follow. */
  resultChanged: boolean;
  /** The command's transaction: a follow-up's own writes commit, or roll back, with the change. */
  manager: EntityManager;
}

/** What a match change means for one feature (see FollowUp). */
export type MatchChangeFollowUp = FollowUp<MatchChange>;

/** A follow-up of results only: what a changed result means for a feature, and nothing for any other change. */
export const onResultChanged =
  (followUps: (match: MatchResponse) => OutboxMessage[]): MatchChangeFollowUp =>
  ({ match, resultChanged }) =>
    Promise.resolve(resultChanged ? followUps(match) : []);

export const MATCH_CHANGE_FOLLOW_UPS = Symbol('MATCH_CHANGE_FOLLOW_UPS');

/** Given by the composition root of each process that changes matches (the api, the simulator). */
export const matchChangeFollowUps = (followUps: readonly MatchChangeFollowUp[]) => followUpsModule(MATCH_CHANGE_FOLLOW_UPS, followUps);
