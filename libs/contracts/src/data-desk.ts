/*
 * The league's data desk: loading a season's fixtures and results from a football.json file, squads from a CSV
 * file, and keeping clubs, players and fixtures true by hand, every change recorded. Admin-only routes under
 * /api/admin (docs/data-desk.md).
 */
import type { TeamResponse } from './api';
import type { PlayerPosition } from './enums';
import type { FixtureDetails } from './match-commands';

/** openfootball's football.json (CC0): one league season, as its own files and README show it. */
export interface FootballJsonFile {
  name: string;
  matches: FootballJsonMatch[];
}

export interface FootballJsonMatch {
  /** "Matchday 1", "Round 1", "1. Round": the round's number is read from it. */
  round: string;
  /** YYYY-MM-DD, local to the league. */
  date: string;
  /** HH:MM, local to the league; absent when not yet set. */
  time?: string;
  team1: string;
  team2: string;
  /** Empty (or absent) before the match is played. */
  score?: { ht?: [number, number]; ft?: [number, number] };
  /** Such as "postponed", "cancelled"; absent for an ordinary fixture. */
  status?: string;
  /** The venue, when the file names one. */
  ground?: string;
}

/** The largest football.json the desk takes; larger files are refused before being read in full. */
export const SEASON_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The largest players CSV the desk takes. */
export const PLAYERS_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The time zone an imported file's dates and times are read in when none is given. */
export const DEFAULT_IMPORT_TIME_ZONE = 'Asia/Baghdad';

/** One thing wrong in an imported file: which entry (from 0; null for the file as a whole), which field, and why. */
export interface ImportProblem {
  index: number | null;
  field: string;
  message: string;
}

/** The body of a 400 IMPORT_INVALID: every bad entry named, nothing written. */
export interface ImportRefusal {
  statusCode: 400;
  code: 'IMPORT_INVALID';
  message: string;
  problems: ImportProblem[];
}

/** What an import changes of one fixture: a field, as it was and as the file has it. */
export interface FixtureFieldChange {
  field: 'date' | 'venue' | 'round' | 'status' | 'score';
  from: string | null;
  to: string | null;
}

export type FixtureImportAction = 'create' | 'update' | 'unchanged' | 'skipLive';

export interface FixtureImportLine {
  /** The entry's index in the file. */
  index: number;
  round: number;
  homeTeam: string;
  awayTeam: string;
  /** Null for a fixture the import creates. */
  matchId: number | null;
  action: FixtureImportAction;
  changes: FixtureFieldChange[];
}

/** What an import did, or (a dry run) would do. The lines are those that change, and those left alone because live. */
export interface SeasonImportReport {
  season: string;
  dryRun: boolean;
  /** The season did not exist and the import makes it (with the current season's rules). */
  seasonCreated: boolean;
  /** Clubs no name or alias matched: created with their Latin name and listed for translation. */
  newClubs: string[];
  counts: Record<FixtureImportAction, number>;
  lines: FixtureImportLine[];
}

/** What a players CSV import did, or would do. */
export interface PlayersImportReport {
  dryRun: boolean;
  created: number;
  /** Players whose details changed at the same club. */
  updated: number;
  /** Players the file puts at another club: each a transfer, recorded as one (his details may change too). */
  transferred: number;
  unchanged: number;
}

/** The fields of a club the desk keeps: the team's own, without its table figures. */
type ClubFields =
  | 'id' | 'slug' | 'name' | 'nameArabic' | 'nameKurdish' | 'shortName' | 'shortNameArabic' | 'shortNameKurdish'
  | 'city' | 'cityArabic' | 'cityKurdish' | 'stadium' | 'stadiumArabic' | 'stadiumKurdish' | 'founded'
  | 'primaryColor' | 'secondaryColor' | 'logoUrl';

/** A club as the desk edits it. */
export interface DeskClub extends Pick<TeamResponse, ClubFields> {
  /** Other names files use for it (matched on import). */
  aliases: string[];
}

/** The crest is set apart (PUT .../crest), from an upload: the rest of a club's fields, each optional. */
export type DeskClubChange = Partial<Omit<DeskClub, 'id' | 'slug' | 'logoUrl'>>;

/** A club's new crest: the objectPath (`/objects/<id>`) of a processed image the admin uploaded (POST /api/objects/upload-public). */
export interface ClubCrestRequest {
  logoUrl: string;
}

/** A player as the desk edits him. */
export interface DeskPlayer {
  id: number;
  teamId: number;
  name: string;
  nameArabic: string | null;
  nameKurdish: string | null;
  position: PlayerPosition;
  jerseyNumber: number | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  nationality: string;
  isInjured: boolean;
}

export type DeskPlayerChange = Partial<Omit<DeskPlayer, 'id' | 'teamId'>>;

/** A transfer: the player moves to `teamId`, keeping his matches, goals and cards with the club he played them for. */
export interface PlayerTransferRequest {
  teamId: number;
  /** His number at the new club; none when absent. */
  jerseyNumber?: number | null;
}

/** A fixture's details the desk changes by hand (its result goes through the match console's commands). */
export interface FixtureChange extends FixtureDetails {
  /** ISO 8601 instant. */
  matchDate?: string;
}

export type TranslatableKind = 'club' | 'player' | 'stadium' | 'city' | 'referee';

/** A name the site shows in Latin letters to Arabic or Sorani readers, until the desk writes it in their script. */
export interface MissingTranslation {
  kind: TranslatableKind;
  /** Whose field holds it: a club's (its name, city, stadium), a player's, or a match's (its venue, referee). */
  subject: 'club' | 'player' | 'match';
  /** The club, player or match whose field holds it. */
  id: number;
  name: string;
  missing: ('arabic' | 'kurdish')[];
}

/** One recorded change of the desk: who, when, what. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: string; displayName: string | null } | null;
  /** Such as "club", "player", "fixture", "season". */
  subject: string;
  subjectId: string;
  /** Such as "update", "transfer", "import", "rollover". */
  action: string;
  changes: { field: string; from: unknown; to: unknown }[];
}
