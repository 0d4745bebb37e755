import { PLAYERS_FILE_MAX_BYTES, type ImportProblem } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';

export const teamNotFound = (id: number) => new ApiError('TEAM_NOT_FOUND', `No club has id ${id}`);

export const playerNotFound = (id: number) => new ApiError('PLAYER_NOT_FOUND', `No player has id ${id}`);

/** The holder is named when known (a race with another edit finds only the constraint). */
export const shirtNumberTaken = (jerseyNumber: number | null, holder?: string) =>
  new ApiError('SHIRT_NUMBER_TAKEN', holder ? `${holder} already wears number ${jerseyNumber} at this club` : 'Another player of this club already wears that number');

export const nameTaken = (name: string, club: string) => new ApiError('ALIAS_TAKEN', `"${name}" is already how ${club} is known`);

export const nameWithoutLetters = (name: string) => new ApiError('VALIDATION_FAILED', `"${name}" has no letters or digits a file could name the club by`);

export const crestInUse = () => new ApiError('CONFLICT', "This picture is another club's crest: upload it again for this club.");

export const alreadyAtClub = (club: string) => new ApiError('ALREADY_AT_CLUB', `The player already plays for ${club}`);

export const importInvalid = (problems: ImportProblem[]) =>
  new ApiError('IMPORT_INVALID', `The file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was changed`, problems);

export const playersFileTooLarge = () =>
  new ApiError('IMPORT_FILE_TOO_LARGE', `A squads file may be at most ${PLAYERS_FILE_MAX_BYTES / (1024 * 1024)} MB`);
