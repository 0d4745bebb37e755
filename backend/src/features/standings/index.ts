/** The league table: its route's module, and what a changed result means for it. */
export { standingsFollowMatches } from './standings-follow-ups';
export { StandingsModule } from './standings.module';
