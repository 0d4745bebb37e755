import { elapsedMinutes, MATCH_STATUS, type MatchEventResponse, type MatchResponse, type MatchUpdatePayload } from '@isl/contracts';
import type { Team } from '../teams';
import { MatchEvent } from './match-event.entity';
import { Match } from './match.entity';

export type MatchWithTeams = Match & { homeTeam: Team; awayTeam: Team };

export function toMatchResponse(match: MatchWithTeams, now: Date): MatchResponse {
  const isHalfTime = match.halfTimeAt !== null && match.secondHalfStartedAt === null;
  return {
    id: match.id,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    homeTeamName: match.homeTeam.name,
    awayTeamName: match.awayTeam.name,
    homeTeamNameArabic: match.homeTeam.nameArabic,
    awayTeamNameArabic: match.awayTeam.nameArabic,
    homeTeamNameKurdish: match.homeTeam.nameKurdish,
    awayTeamNameKurdish: match.awayTeam.nameKurdish,
    homeTeamShortName: match.homeTeam.shortName,
    awayTeamShortName: match.awayTeam.shortName,
    homeTeamShortNameArabic: match.homeTeam.shortNameArabic,
    awayTeamShortNameArabic: match.awayTeam.shortNameArabic,
    homeTeamShortNameKurdish: match.homeTeam.shortNameKurdish,
    awayTeamShortNameKurdish: match.awayTeam.shortNameKurdish,
    matchDate: match.matchDate.toISOString(),
    venue: match.venue,
    venueArabic: match.venueArabic,
    venueKurdish: match.venueKurdish,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    status: match.status,
    matchday: match.matchday,
    season: match.season,
    attendance: match.attendance,
    referee: match.referee,
    refereeArabic: match.refereeArabic,
    refereeKurdish: match.refereeKurdish,
    homeFormation: match.homeFormation,
    awayFormation: match.awayFormation,
    liveStreamUrl: match.liveStreamUrl,
    isLiveStreamAvailable: match.isLiveStreamAvailable,
    isLive: match.status === MATCH_STATUS.live,
    // The lists fill it for live matches, the detail for every one (see match-outlook.ts).
    winProbability: null,
    elapsed: elapsedMinutes(
      { status: match.status, kickedOffAt: match.kickedOffAt, secondHalfStartedAt: match.secondHalfStartedAt, isHalfTime },
      now,
    ),
    kickedOffAt: match.kickedOffAt?.toISOString() ?? null,
    halfTimeAt: match.halfTimeAt?.toISOString() ?? null,
    secondHalfStartedAt: match.secondHalfStartedAt?.toISOString() ?? null,
    version: match.version,
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
  };
}

/** The socket payload of a timeline entry: what a fan's timeline shows, without the row's creation time. */
export function toMatchEventPayload(event: MatchEvent): Omit<MatchEventResponse, 'createdAt'> {
  return {
    id: event.id,
    matchId: event.matchId,
    type: event.type,
    minute: event.minute,
    teamId: event.teamId,
    playerId: event.playerId,
    playerName: event.player?.name ?? null,
    playerNameArabic: event.player?.nameArabic ?? null,
    playerNameKurdish: event.player?.nameKurdish ?? null,
    assistPlayerId: event.assistPlayerId,
    assistPlayerName: event.assistPlayer?.name ?? null,
    assistPlayerNameArabic: event.assistPlayer?.nameArabic ?? null,
    assistPlayerNameKurdish: event.assistPlayer?.nameKurdish ?? null,
    playerOnId: event.playerOnId,
    playerOnName: event.playerOn?.name ?? null,
    playerOnNameArabic: event.playerOn?.nameArabic ?? null,
    playerOnNameKurdish: event.playerOn?.nameKurdish ?? null,
    detail: event.detail,
    addedMinutes: event.addedMinutes,
    undoneEventId: event.undoneEventId,
    version: event.version,
    disallowed: event.disallowedVersion !== null,
  };
}

export function toMatchEventResponse(event: MatchEvent): MatchEventResponse {
  return { ...toMatchEventPayload(event), createdAt: event.createdAt.toISOString() };
}

/** The socket payload: the fields a command changes, kick-off times included so the minute keeps running. */
export function toMatchUpdatePayload(m: MatchResponse): MatchUpdatePayload {
  return {
    id: m.id,
    status: m.status,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    elapsed: m.elapsed,
    isLive: m.isLive,
    winProbability: m.winProbability,
    version: m.version,
    updatedAt: m.updatedAt,
    kickedOffAt: m.kickedOffAt,
    halfTimeAt: m.halfTimeAt,
    secondHalfStartedAt: m.secondHalfStartedAt,
    matchDate: m.matchDate,
  };
}
