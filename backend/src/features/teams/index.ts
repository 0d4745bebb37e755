/** The clubs: their queries and their response shape. The entity is in entities.ts, for relations and the schema. */
export { toTeamResponse, type SeasonStanding } from './team.response';
export { existingClubIds } from './teams.queries';
export type { Team } from './team.entity';
