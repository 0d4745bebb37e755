import type { LeagueResponse, LeagueSummary, LeagueTableRow } from '@isl/contracts';

// Canned mini-league answers for component tests; each test overrides only the fields it is about.

/** A fans' league the signed-in fan is in, third of twelve. */
export function leagueSummary(overrides: Partial<LeagueSummary> = {}): LeagueSummary {
  return {
    id: 7,
    name: 'Karrada Friends',
    game: 'predictions',
    season: '2024-25',
    startRound: 1,
    clubId: null,
    code: 'K7QX2MPA',
    memberCount: 12,
    joiningOpen: true,
    isOwner: false,
    myRank: 3,
    myPoints: 45,
    ...overrides,
  };
}

export function tableRow(rank: number, userId: string, displayName: string, points: number, badges: LeagueTableRow['badges'] = []): LeagueTableRow {
  return { rank, userId, displayName, profileImageUrl: null, points, badges };
}

/** A league's page: an empty first page of its table unless given one. */
export function leaguePage(overrides: Partial<LeagueResponse> = {}): LeagueResponse {
  return { ...leagueSummary(), page: 1, pages: 1, table: [], me: null, roundWinner: null, ...overrides };
}
