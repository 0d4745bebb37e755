import {
  IRAQI_LEAGUE_RULES,
  JOKER_MULTIPLIER,
  pointsOf,
  type LineupPlayer,
  type MatchEventPayload,
  type MatchResponse,
  type MyPredictionResponse,
  type PlayerResponse,
  type PredictionResponse,
  type ResultChances,
  type SeasonResponse,
  type TeamResponse,
  type UserResponse,
} from '@isl/contracts';
import type { MatchDetail } from '../src/lib/matches/get-match';

// Canned API rows for component tests; each test overrides only the fields it is about.
const STAMP = '2025-04-01T00:00:00.000Z';

export function team(overrides: Partial<TeamResponse> & Pick<TeamResponse, 'id' | 'name'>): TeamResponse {
  const goalsFor = overrides.goalsFor ?? 30;
  const goalsAgainst = overrides.goalsAgainst ?? 30;
  return {
    slug: overrides.name.toLowerCase(),
    nameArabic: null,
    nameKurdish: null,
    shortName: null,
    shortNameArabic: null,
    shortNameKurdish: null,
    city: null,
    cityArabic: null,
    cityKurdish: null,
    founded: null,
    stadium: null,
    stadiumArabic: null,
    stadiumKurdish: null,
    capacity: null,
    logoUrl: null,
    primaryColor: '#000000',
    secondaryColor: '#FFFFFF',
    description: null,
    website: null,
    titles: 0,
    currentPosition: null,
    matchesPlayed: 30,
    wins: 10,
    draws: 10,
    losses: 10,
    points: 40,
    form: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
    goalsFor,
    goalsAgainst,
    goalDifference: goalsFor - goalsAgainst,
  };
}

export function player(overrides: Partial<PlayerResponse> & Pick<PlayerResponse, 'id' | 'name'>): PlayerResponse {
  return {
    teamId: 1,
    teamName: 'Al-Shorta',
    teamNameArabic: 'الشرطة',
    teamNameKurdish: 'شوڕتە',
    nameArabic: null,
    nameKurdish: null,
    position: 'striker',
    jerseyNumber: null,
    age: 25,
    nationality: 'Iraq',
    height: null,
    weight: null,
    photoUrl: null,
    marketValue: null,
    goals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
    appearances: 20,
    rating: '0.0',
    isCaptain: false,
    isInjured: false,
    contractExpiry: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function match(overrides: Partial<MatchResponse> & Pick<MatchResponse, 'id'>): MatchResponse {
  return {
    homeTeamId: 1,
    awayTeamId: 2,
    homeTeamName: 'Al-Shorta',
    awayTeamName: 'Al-Zawraa',
    homeTeamNameArabic: 'الشرطة',
    awayTeamNameArabic: 'الزوراء',
    homeTeamNameKurdish: 'شوڕتە',
    awayTeamNameKurdish: 'زەوڕا',
    homeTeamShortName: null,
    awayTeamShortName: null,
    homeTeamShortNameArabic: null,
    awayTeamShortNameArabic: null,
    homeTeamShortNameKurdish: null,
    awayTeamShortNameKurdish: null,
    matchDate: '2025-05-24T16:00:00.000Z',
    venue: 'Al-Shaab Stadium',
    venueArabic: 'ملعب الشعب',
    venueKurdish: 'یاریگای شەعب',
    homeScore: null,
    awayScore: null,
    status: 'scheduled',
    matchday: 32,
    season: '2024-25',
    attendance: null,
    referee: null,
    refereeArabic: null,
    refereeKurdish: null,
    homeFormation: null,
    awayFormation: null,
    liveStreamUrl: null,
    isLiveStreamAvailable: false,
    isLive: false,
    winProbability: null,
    elapsed: null,
    kickedOffAt: null,
    halfTimeAt: null,
    secondHalfStartedAt: null,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** The chances an even fixture has before kick-off, the home side a little ahead. */
export const EVEN_CHANCES: ResultChances = { home: 0.42, draw: 0.29, away: 0.29 };

/**
 * A match as GET /api/matches/:id gives it (see `match` for the defaults): no timeline or line-ups yet, its chances
 * before kick-off and no momentum or chances minute by minute, as before the kick-off.
 */
export function matchDetail({
  events = [],
  lineups = null,
  winProbability = EVEN_CHANCES,
  momentum = [],
  probabilityHistory = [],
  ...overrides
}: Partial<MatchDetail> & Pick<MatchDetail, 'id'>): MatchDetail {
  return { ...match(overrides), events, lineups, winProbability, momentum, probabilityHistory };
}

/** A timeline entry of match 5 as a match's detail holds it: nobody named, standing. */
export function matchEvent(id: number, fields: Partial<MatchEventPayload> & Pick<MatchEventPayload, 'type' | 'version'>): MatchEventPayload {
  return { id, matchId: 5, minute: null, teamId: null, disallowed: false, ...fields };
}

/** A player of a match's team sheet: a starter unless told. */
export function lineupPlayer(overrides: Partial<LineupPlayer> & Pick<LineupPlayer, 'id' | 'name'>): LineupPlayer {
  return { nameArabic: null, nameKurdish: null, jerseyNumber: null, position: 'midfielder', isStarter: true, ...overrides };
}

/** A fan's call (home on match 1), unsettled: no exact score, no joker, no points yet. */
export function prediction(overrides: Partial<PredictionResponse> = {}): PredictionResponse {
  return {
    id: 1,
    matchId: 1,
    prediction: 'home',
    homeScore: null,
    awayScore: null,
    joker: false,
    pointsAwarded: 0,
    isCorrect: null,
    isExact: null,
    breakdown: [],
    settledAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/**
 * A right call (home) with an exact score, settled by the Iraqi league's figures: the outcome's points, the exact
 * score's bonus when it was right (a line of 0 when not), the joker's extra when played; its points are their sum.
 */
export function settledCall({ exact, joker, ...overrides }: { exact: boolean; joker: boolean } & Partial<PredictionResponse>): PredictionResponse {
  const { outcome, exactScore } = IRAQI_LEAGUE_RULES.predictionPoints;
  const made = outcome + (exact ? exactScore : 0);
  const breakdown: PredictionResponse['breakdown'] = [
    { reason: 'outcome', points: outcome },
    { reason: 'exactScore', points: exact ? exactScore : 0 },
    ...(joker ? [{ reason: 'joker' as const, points: made * (JOKER_MULTIPLIER - 1) }] : []),
  ];
  return prediction({ homeScore: 1, awayScore: 0, joker, isCorrect: true, isExact: exact, breakdown, pointsAwarded: pointsOf(breakdown), settledAt: STAMP, ...overrides });
}

/** A fan's own prediction (home) on a match in this state; settled ones carry isCorrect (and 10 points when right). */
export function myPrediction(id: number, status: MatchResponse['status'], isCorrect: boolean | null = null): MyPredictionResponse {
  const points = isCorrect ? 10 : 0;
  return {
    ...prediction({
      id,
      matchId: id,
      pointsAwarded: points,
      isCorrect,
      breakdown: isCorrect ? [{ reason: 'outcome', points }] : [],
      settledAt: isCorrect === null ? null : STAMP,
    }),
    pointsEarned: points,
    match: match({ id, status }),
  };
}

export function user(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 'u1',
    email: 'zahraa.ali@example.iq',
    firstName: 'Zahraa',
    lastName: null,
    profileImageUrl: null,
    predictionPoints: 40,
    totalPredictions: 8,
    correctPredictions: 4,
    winStreak: 2,
    role: 'user',
    isJournalistApproved: false,
    userType: 'normal',
    workplace: null,
    bio: null,
    experience: null,
    specialization: null,
    portfolio: null,
    notificationPreferences: { matchResults: true, teamSpecific: [], predictions: true },
    language: 'en',
    hiddenFromLeaderboards: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A season with the Iraqi league's rules, starting on 1 August of its first year. */
export function season(label: string, isCurrent = false, rounds = 38): SeasonResponse {
  const start = Number(label.slice(0, 4));
  return { label, startsOn: `${start}-08-01`, endsOn: `${start + 1}-06-30`, isCurrent, rules: { ...IRAQI_LEAGUE_RULES, rounds } };
}
