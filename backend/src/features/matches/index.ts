/**
 * The matches: their module and MatchesService (the reads, and apply, the one way a match changes), how other
 * features follow a change (match-changes.ts), and the queries they read matches with. The entities are in
 * entities.ts, for relations and the schema only.
 */
export { MatchCommandBody, toMatchCommand } from './match-command.dto';
export { matchChangeFollowUps, onResultChanged, resultToFollow, type MatchChange, type MatchChangeFollowUp } from './match-changes';
export { matchNotFound } from './matches.errors';
export { MatchesModule } from './matches.module';
export * from './matches.queries';
export { MatchesService, type AppliedCommand, type AppliedInTransaction } from './matches.service';
export { recountPlayerTotals } from './player-totals';
