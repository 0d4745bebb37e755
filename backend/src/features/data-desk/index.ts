/**
 * The league's data desk: its module (the admin routes under /api/admin), the squads file's body (registered on the
 * api's Fastify instance) and the import the command line runs.
 */
export { DataDeskModule } from './data-desk.module';
export { importPlayersFile } from './players/players-import';
export { acceptSquadsFiles, isSquadsFileUpload } from './players/squads-file-body';
