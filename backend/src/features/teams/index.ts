/** The clubs: their queries and their response shape. The entities are in entities.ts, for relations and the schema. */
export { clubNameKey } from './club-name-key';
export { clubNamesById, deskClubs, lockDeskClub, untranslatedClubNames, writeClub, type ClubFields } from './club-desk.queries';
export { aliasesOf, clubsByNameKey, replaceAliases } from './club-names.queries';
export { toTeamResponse, type SeasonStanding } from './team.response';
export { createClubs, existingClubIds } from './teams.queries';
export type { Team } from './team.entity';
