import type { EntityManager } from 'typeorm';
import { MATCH_STATUS, type MatchEventType, type MatchResponse } from '@isl/contracts';
import { followUpsModule, type FollowUp } from '../../platform/outbox/follow-ups';
import type { OutboxMessage } from '../../platform/outbox/outbox';
import type { MatchResult } from './matches.queries';

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

/**
 * Whether a feature that follows results (settlement, squad scoring) has work on a match: it is finished, and its
 * result is newer than the version the feature last followed (0: never). A job that comes twice, or after a later
 * one, finds nothing to do.
 */
export function resultToFollow(match: Pick<MatchResult, 'status' | 'version'>, followedVersion: number): boolean {
  return match.status === MATCH_STATUS.finished && followedVersion < match.version;
}

export const MATCH_CHANGE_FOLLOW_UPS = Symbol('MATCH_CHANGE_FOLLOW_UPS');

/** Given by the composition root of each process that changes matches (the api, the simulator). */
export const matchChangeFollowUps = (followUps: readonly MatchChangeFollowUp[]) => followUpsModule(MATCH_CHANGE_FOLLOW_UPS, followUps);
