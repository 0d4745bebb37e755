/** The clubs: their queries and their response shape. The entity is in entities.ts, for relations and the schema. */
export { toTeamResponse } from './team.response';
export { clubNames, clubsInTableOrder, existingClubIds, writeStandings } from './teams.queries';
export type { Team } from './team.entity';
