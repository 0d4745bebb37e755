import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SquadsScoredPayload } from '@isl/contracts';
import { liveMessages } from '../../platform/live/live-events';
import { followUpsModule, followUpsOf, type FollowUp } from '../../platform/outbox/follow-ups';
import { recordInOutbox } from '../../platform/outbox/outbox';
import { FINISHED_MATCHES_SQL, lockMatchResult, resultToFollow } from '../matches';
import { recomputePlayerMatchPoints, rescoreRound } from './squad-scoring';

/** A round whose squads were scored after a match's result changed, at the result's version. */
export interface ScoredRound extends SquadsScoredPayload {
  matchId: number;
  version: number;
}

/**
 * What a scored round means for a feature that follows squad scoring (a league's table, say): run in the
 * scoring's transaction, its messages recorded in the same outbox (see FollowUp).
 */
export type SquadScoringFollowUp = FollowUp<ScoredRound & { manager: EntityManager }>;

export const SQUAD_SCORING_FOLLOW_UPS = Symbol('SQUAD_SCORING_FOLLOW_UPS');

/** Given by the composition root of each process that scores squads (the worker). */
export const squadScoringFollowUps = (followUps: readonly SquadScoringFollowUp[]) => followUpsModule(SQUAD_SCORING_FOLLOW_UPS, followUps);

/**
 * Scores weekly squads as a round's matches finish: the match's players' points, then every squad of its
 * round, then the version scored (squad_scorings), in one transaction, with the fans' news of it and the
 * follow-ups of other features in the outbox.
 * Recomputed rather than incremented, so it is safe to run twice, on two workers at once, after a crash, or
 * after a score correction.
 */
@Injectable()
export class SquadScoringService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SQUAD_SCORING_FOLLOW_UPS) private readonly followUps: readonly SquadScoringFollowUp[],
  ) {}

  /** The round whose squads changed; null when there is nothing to do (not finished, or scored at this version). */
  scoreMatch(matchId: number): Promise<SquadsScoredPayload | null> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock orders this against score corrections of the same match.
      const match = await lockMatchResult(manager, matchId);
      if (!match || !resultToFollow(match, await scoredVersion(manager, matchId))) return null;
      // One round's squads are scored by one job at a time: two of its matches finishing together share squads.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`squads:${match.season}:${match.round}`]);
      await recomputePlayerMatchPoints(manager, { matchId });
      // Recorded before the round is scored: a captain whose club played this match without him did not play.
      await recordScored(manager, [{ matchId, version: match.version }]);
      await rescoreRound(manager, match.season, match.round);
      const round = { season: match.season, week: match.round };
      // Every fan's squad screen refreshes the round; then the features that follow squads hear of it.
      await recordInOutbox(manager, [
        { broadcast: liveMessages.squadsScored(round) },
        ...(await followUpsOf(this.followUps, { ...round, matchId, version: match.version, manager })),
      ]);
      return round;
    });
  }

  /** Finished matches whose squads were not scored against their latest result. */
  unscoredMatches(): Promise<{ matchId: number; version: number }[]> {
    return this.dataSource.query(
      `SELECT m.id AS "matchId", m.version FROM ${FINISHED_MATCHES_SQL} m
         LEFT JOIN squad_scorings s ON s.match_id = m.id
        WHERE coalesce(s.scored_version, 0) < m.version ORDER BY m.id`,
    );
  }
}

/** The version of the match's result its squads were last scored against (0: never). */
async function scoredVersion(manager: EntityManager, matchId: number): Promise<number> {
  const [row] = (await manager.query(`SELECT scored_version FROM squad_scorings WHERE match_id = $1`, [matchId])) as { scored_version: number }[];
  return row?.scored_version ?? 0;
}

/** That these matches' squads are scored against their result at `version` (the seed records its season so). */
export async function recordScored(manager: EntityManager, scored: readonly { matchId: number; version: number }[]): Promise<void> {
  await manager.query(
    `INSERT INTO squad_scorings (match_id, scored_version) SELECT * FROM unnest($1::int[], $2::int[])
     ON CONFLICT (match_id) DO UPDATE SET scored_version = excluded.scored_version`,
    [scored.map((match) => match.matchId), scored.map((match) => match.version)],
  );
}
