import type { PlayerResponse } from '@isl/contracts';
import type { Team } from '../teams';
import { Player } from './player.entity';

/** Needs the player's team loaded, for its names. */
export function toPlayerResponse(player: Player & { team: Pick<Team, 'name' | 'nameArabic' | 'nameKurdish'> }): PlayerResponse {
  return {
    id: player.id,
    teamId: player.teamId,
    teamName: player.team.name,
    teamNameArabic: player.team.nameArabic,
    teamNameKurdish: player.team.nameKurdish,
    name: player.name,
    nameArabic: player.nameArabic,
    nameKurdish: player.nameKurdish,
    position: player.position,
    jerseyNumber: player.jerseyNumber,
    age: player.age,
    nationality: player.nationality,
    height: player.height,
    weight: player.weight,
    photoUrl: player.photoUrl,
    marketValue: player.marketValue,
    goals: player.goals,
    assists: player.assists,
    yellowCards: player.yellowCards,
    redCards: player.redCards,
    appearances: player.appearances,
    rating: player.rating,
    isCaptain: player.isCaptain,
    isInjured: player.isInjured,
    contractExpiry: player.contractExpiry,
    createdAt: player.createdAt.toISOString(),
    updatedAt: player.updatedAt.toISOString(),
  };
}
