/**
 * Mini-leagues: the api's and the worker's modules, what a settlement (and a squad scoring) means for league
 * tables, the clubs' leagues a season starts with (for the seed and the rollover), and the league an invite code
 * opens. The entities are in entities.ts, for relations and the schema only.
 */
export { createClubLeagues } from './club-leagues';
export { leagueOfCode } from './league-codes';
export { leaguesFollowSettlements, leaguesFollowSquadScoring, refreshLeagueTablesJob } from './leagues-follow-ups';
export { LeaguesModule } from './leagues.module';
export { LeaguesWorkerModule } from './leagues-worker.module';
export { LeagueJobs } from './league-jobs';
