import { neutraliseUserText, PLAYER_POSITIONS, userTextProblem, type ImportProblem, type PlayerPosition } from '@isl/contracts';
import { CsvSyntaxError, parseCsv } from './csv';

/*
 * A squads file: a header row naming its columns (in any order), then a player a row. What a row means is checked
 * here, without the database but for the clubs' names: every problem found, not just the first.
 */

/** The columns a squads file has; the first four are required. */
export const PLAYERS_FILE_COLUMNS = ['club', 'name', 'position', 'date_of_birth', 'name_arabic', 'name_kurdish', 'shirt_number', 'nationality'] as const;
type Column = (typeof PLAYERS_FILE_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['club', 'name', 'position', 'date_of_birth'];

/** As the players table holds them. */
const MAX_LENGTH: Partial<Record<Column, number>> = { name: 120, name_arabic: 120, name_kurdish: 120, nationality: 60 };

/** The short words clubs' sheets use for positions, beside the app's own values (any case). */
const POSITION_WORDS: Record<string, PlayerPosition> = {
  ...Object.fromEntries(PLAYER_POSITIONS.map((position) => [position.toLowerCase(), position])),
  gk: 'goalkeeper',
  keeper: 'goalkeeper',
  df: 'defender',
  def: 'defender',
  cb: 'centerBack',
  lb: 'leftBack',
  rb: 'rightBack',
  mf: 'midfielder',
  mid: 'midfielder',
  dm: 'defensiveMidfielder',
  cdm: 'defensiveMidfielder',
  cm: 'centralMidfielder',
  am: 'attackingMidfielder',
  cam: 'attackingMidfielder',
  fw: 'forward',
  fwd: 'forward',
  lw: 'leftWinger',
  rw: 'rightWinger',
  st: 'striker',
  cf: 'striker',
};

/**
 * One player as the file has him, his club found. A null optional field was left empty: the player keeps what he
 * has (a new player gets none, or Iraq for his nationality).
 */
export interface PlayersFileRow {
  index: number;
  teamId: number;
  name: string;
  nameArabic: string | null;
  nameKurdish: string | null;
  position: PlayerPosition;
  jerseyNumber: number | null;
  dateOfBirth: string;
  nationality: string | null;
}

/** The club a name or alias names (clubsByNameKey), by that name's key. */
export type ClubsByKey = ReadonlyMap<string, { id: number; name: string }>;

/** A header as people write it: "Date of birth", "SHIRT-NUMBER" and "shirt_number" are one column. */
const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A day from 1900 to `today` (YYYY-MM-DD), as a date of birth is written. */
export function isDateOfBirth(text: string, today = new Date().toISOString().slice(0, 10)): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '1900-01-01' || text > today) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * The rows of a squads file and everything wrong with it: a problem's index is the row's, counted from 0 after the
 * header (null for the file as a whole). `clubKeyOf` is the key clubs' names are matched by (clubNameKey).
 */
export function readPlayersFile(
  text: string,
  clubs: ClubsByKey,
  clubKeyOf: (name: string) => string,
  today = new Date().toISOString().slice(0, 10),
): { rows: PlayersFileRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const fileProblem = (field: string, message: string) => ({ rows: [], problems: [{ index: null, field, message }] });
  if (text.includes('\uFFFD')) return fileProblem('file', 'the file is not UTF-8 text (save it as "CSV UTF-8")');
  let records: string[][];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: [], problems: [{ index: error.record === 0 ? null : error.record - 1, field: 'file', message: error.message }] };
  }
  const [header, ...lines] = records;
  const columns = header.map(columnKey);
  for (const [at, column] of columns.entries()) {
    if (!(PLAYERS_FILE_COLUMNS as readonly string[]).includes(column)) problems.push({ index: null, field: header[at], message: `not a column of a squads file (${PLAYERS_FILE_COLUMNS.join(', ')})` });
    else if (columns.indexOf(column) !== at) problems.push({ index: null, field: column, message: 'the column appears twice' });
  }
  for (const column of REQUIRED_COLUMNS) {
    if (!columns.includes(column)) problems.push({ index: null, field: column, message: 'the header row has no such column' });
  }
  if (problems.length) return { rows: [], problems };

  const rows: PlayersFileRow[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.length === 1 && line[0].trim() === '') continue;
    const problem = (field: string, message: string) => problems.push({ index, field, message });
    if (line.length !== columns.length) {
      problem('row', `the row has ${line.length} fields, the header ${columns.length}`);
      continue;
    }
    const cell = (column: Column): string | null => {
      const raw = line[columns.indexOf(column)] ?? '';
      const found = userTextProblem(raw, 'line');
      if (found) {
        problem(column, `must not contain ${found.kind === 'control' ? 'line breaks or control characters' : 'a lone surrogate'} (${found.codePoint})`);
        return null;
      }
      const kept = neutraliseUserText(raw, 'line');
      const max = MAX_LENGTH[column];
      if (max && kept.length > max) {
        problem(column, `must be at most ${max} characters`);
        return null;
      }
      return kept || null;
    };
    const required = (column: Column): string | null => {
      const value = cell(column);
      if (value === null && !problems.some((p) => p.index === index && p.field === column)) problem(column, 'is required');
      return value;
    };
    const clubName = required('club');
    const club = clubName === null ? undefined : clubs.get(clubKeyOf(clubName));
    if (clubName !== null && !club) problem('club', `no club has the name or alias "${clubName}"`);
    const name = required('name');
    const positionText = required('position');
    const position = positionText === null ? undefined : POSITION_WORDS[positionText.toLowerCase()];
    if (positionText !== null && !position) problem('position', `"${positionText}" is not a position (${PLAYER_POSITIONS.join(', ')}, or GK, DF, MF, FW)`);
    const dateOfBirth = required('date_of_birth');
    if (dateOfBirth !== null && !isDateOfBirth(dateOfBirth, today)) problem('date_of_birth', `"${dateOfBirth}" is not a date of birth as YYYY-MM-DD`);
    const shirt = columns.includes('shirt_number') ? cell('shirt_number') : null;
    const jerseyNumber = shirt === null ? null : Number(shirt);
    if (shirt !== null && !(/^\d{1,2}$/.test(shirt) && jerseyNumber! >= 1)) problem('shirt_number', `"${shirt}" is not a shirt number from 1 to 99`);
    const optional = (column: Column) => (columns.includes(column) ? cell(column) : null);
    const nameArabic = optional('name_arabic');
    const nameKurdish = optional('name_kurdish');
    const nationality = optional('nationality');
    if (problems.some((p) => p.index === index)) continue;
    rows.push({
      index,
      teamId: club!.id,
      name: name!,
      nameArabic,
      nameKurdish,
      position: position!,
      jerseyNumber,
      dateOfBirth: dateOfBirth!,
      nationality,
    });
  }
  if (!rows.length && !problems.length) problems.push({ index: null, field: 'file', message: 'the file has no players' });
  return { rows, problems };
}
