/** The league table: its route's module, what a changed result means for it, and a season's table rewritten at once. */
export { rewriteSeasonTable, standingsFollowMatches } from './standings-follow-ups';
export { StandingsModule } from './standings.module';
