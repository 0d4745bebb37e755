import { playersOnThePitch, UNDOABLE_EVENT_TYPES, type MatchEventType } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import type { TimelineEntry } from './match-state-machine';

/** A player on a match's team sheet: a starter, or one who came on. */
export interface SheetPlayer {
  playerId: number;
  teamId: number;
  isStarter: boolean;
}

/** A timeline entry as the sheet rules read it. */
export interface SheetEvent {
  id: number;
  type: MatchEventType;
  teamId: number | null;
  playerId: number | null;
  playerOnId: number | null;
  /** Taken back: a goal a correction disallowed, an incident undone. */
  disallowed: boolean;
}

/** A match's sheet and timeline: what the rules of who may do what are read from. */
export interface MatchSheet {
  players: readonly SheetPlayer[];
  events: readonly SheetEvent[];
}

const standing = (sheet: MatchSheet) => sheet.events.filter((event) => !event.disallowed);

function checkOnThePitch(sheet: MatchSheet, teamId: number, playerId: number | null): void {
  const starters = sheet.players.filter((player) => player.teamId === teamId && player.isStarter).map((player) => player.playerId);
  if (playerId !== null && !playersOnThePitch(starters, sheet.events, teamId).includes(playerId)) {
    throw new ApiError('PLAYER_NOT_ON_PITCH', `player ${playerId} is not on the pitch for team ${teamId}: he did not start, was replaced or was sent off`);
  }
}

/**
 * An incident's entry once the sheet allows it: whoever is booked, shoots, takes a penalty or goes off must be on
 * the pitch, and whoever comes on must not have played; a second yellow for a player becomes his red. The club a
 * player belongs to is checked before, against the squads.
 */
export function incidentOnSheet(sheet: MatchSheet, incident: TimelineEntry): TimelineEntry {
  const teamId = incident.teamId as number;
  switch (incident.type) {
    case 'yellow_card': {
      checkOnThePitch(sheet, teamId, incident.playerId);
      const booked = standing(sheet).some((event) => event.type === 'yellow_card' && event.playerId === incident.playerId);
      return booked ? { ...incident, type: 'red_card', detail: 'second_yellow' } : incident;
    }
    case 'red_card':
    case 'shot':
    case 'penalty':
      checkOnThePitch(sheet, teamId, incident.playerId);
      return incident;
    case 'substitution':
      checkOnThePitch(sheet, teamId, incident.playerId);
      if (sheet.players.some((player) => player.playerId === incident.playerOnId)) {
        throw new ApiError('PLAYER_ALREADY_PLAYED', `player ${incident.playerOnId} has already played in this match`);
      }
      return incident;
    default:
      return incident;
  }
}

/** The incident an undo takes back: one of this match's, of a kind that leaves the score alone, still standing. */
export function incidentToUndo(sheet: MatchSheet, eventId: number): SheetEvent {
  const target = sheet.events.find((event) => event.id === eventId);
  if (!target || target.disallowed || !(UNDOABLE_EVENT_TYPES as readonly MatchEventType[]).includes(target.type)) {
    throw new ApiError(
      'EVENT_NOT_UNDOABLE',
      `entry ${eventId} is not an incident of this match that stands; undo takes back a ${UNDOABLE_EVENT_TYPES.join(', ')} (a goal is taken back by correct_score)`,
    );
  }
  return target;
}
