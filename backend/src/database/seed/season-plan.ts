import type { MatchEventType, MatchStatus, PlayerPosition, StandingsFields } from '@isl/contracts';

/*
 * The seeded season as plain objects, ready to insert: the entities' properties, with indexes into the plan's
 * arrays in place of ids, as database ids do not exist yet.
 */

/** A club and its place in the table, computed from the plan's finished matches. */
export interface TeamPlan {
  slug: string;
  name: string;
  nameArabic: string;
  nameKurdish: string;
  city: string | null;
  cityArabic: string | null;
  cityKurdish: string | null;
  founded: number | null;
  stadium: string | null;
  stadiumArabic: string | null;
  stadiumKurdish: string | null;
  capacity: number | null;
  primaryColor: string;
  secondaryColor: string;
  titles: number;
  /** Its row in the season's table (season_clubs). */
  standing: StandingsFields & { position: number };
}

/**
 * A player without his goals, assists, cards and appearances: those are recounted in PostgreSQL from the
 * inserted events and line-ups (matches/player-totals.ts), by the same rule as a live match's.
 */
export interface PlayerPlan {
  teamIndex: number;
  name: string;
  nameArabic: string;
  nameKurdish: string;
  position: PlayerPosition;
  jerseyNumber: number;
  age: number;
  nationality: string;
  height: number;
  weight: number;
  /** Decimal as PostgreSQL returns numeric(10,2). */
  marketValue: string;
  /** One decimal, "5.0" to "9.5". */
  rating: string;
  isCaptain: boolean;
  isInjured: boolean;
  /** ISO date, YYYY-MM-DD. */
  contractExpiry: string;
}

export interface MatchPlan {
  homeTeamIndex: number;
  awayTeamIndex: number;
  matchday: number;
  season: string;
  status: MatchStatus;
  matchDate: Date;
  venue: string | null;
  venueArabic: string | null;
  venueKurdish: string | null;
  homeScore: number | null;
  awayScore: number | null;
  attendance: number | null;
  referee: string;
  refereeArabic: string;
  refereeKurdish: string;
  homeFormation: string | null;
  awayFormation: string | null;
  kickedOffAt: Date | null;
  halfTimeAt: Date | null;
  secondHalfStartedAt: Date | null;
  version: number;
  /** The version a played match counts as settled and scored at (0 before it finished): the seed records it in predictions' and weekly squads' ledgers. */
  settledVersion: number;
}

export interface EventPlan {
  matchIndex: number;
  type: MatchEventType;
  minute: number;
  teamIndex: number | null;
  playerIndex: number | null;
  assistPlayerIndex: number | null;
  version: number;
}

export interface LineupPlan {
  matchIndex: number;
  teamIndex: number;
  playerIndex: number;
  isStarter: boolean;
}

export interface SeasonPlan {
  teams: TeamPlan[];
  players: PlayerPlan[];
  matches: MatchPlan[];
  events: EventPlan[];
  lineups: LineupPlan[];
  /** Finished fixtures whose score is the real 2024-25 result rather than a generated one. */
  realResultsApplied: number;
}
