import { UNDOABLE_EVENT_TYPES, type CardColour, type MatchCommand, type MatchEventPayload, type MatchEventType, type OperatorCommandType } from '@isl/contracts';
import type { PickablePlayer } from './on-the-pitch';

/** The commands the incident pad enters; the console's row of buttons leaves them to it. */
export const PAD_COMMANDS = ['shot', 'corner', 'card', 'substitution', 'penalty', 'var_review', 'added_time', 'undo'] as const satisfies readonly OperatorCommandType[];
export type PadCommand = (typeof PAD_COMMANDS)[number];

export const isPadCommand = (type: OperatorCommandType): type is PadCommand => (PAD_COMMANDS as readonly string[]).includes(type);

/** What the pad offers each side, in the order of its buttons; a shot's aim is part of the first tap. */
export const SIDE_INCIDENTS = ['shot_on_target', 'shot_off_target', 'corner', 'yellow_card', 'red_card', 'penalty', 'substitution'] as const;
export type SideIncident = (typeof SIDE_INCIDENTS)[number];

/** What the pad offers for the whole match. */
export const MATCH_INCIDENTS = ['var_review', 'added_time'] as const;
export type MatchIncident = (typeof MATCH_INCIDENTS)[number];

/** The command an incident is sent as: the pad offers it only while the match's phase accepts that command. */
export const COMMAND_OF_INCIDENT: Record<SideIncident | MatchIncident, PadCommand> = {
  shot_on_target: 'shot',
  shot_off_target: 'shot',
  corner: 'corner',
  yellow_card: 'card',
  red_card: 'card',
  penalty: 'penalty',
  substitution: 'substitution',
  var_review: 'var_review',
  added_time: 'added_time',
};

/** The minutes a fourth official's board usually shows, one chip each (the server takes up to MAX_ADDED_MINUTES). */
export const ADDED_TIME_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15] as const;

/** An incident under way after its first tap: the question its next tap answers. */
export type PadStep =
  | { command: 'card'; teamId: number; colour: CardColour }
  | { command: 'penalty'; teamId: number }
  /** Who goes off, then (`playerOff` chosen) who comes on. */
  | { command: 'substitution'; teamId: number; playerOff: PickablePlayer | null }
  | { command: 'var_review' }
  | { command: 'added_time' }
  | { command: 'undo'; event: MatchEventPayload };

/**
 * A side's button: what is known then is sent at once (a shot or a corner: neither minute nor player is asked,
 * the server takes the clock's minute), else the question that comes next.
 */
export function tapSideIncident(incident: SideIncident, teamId: number): { send: MatchCommand } | { ask: PadStep } {
  switch (incident) {
    case 'shot_on_target':
      return { send: { type: 'shot', teamId, onTarget: true } };
    case 'shot_off_target':
      return { send: { type: 'shot', teamId, onTarget: false } };
    case 'corner':
      return { send: { type: 'corner', teamId } };
    case 'yellow_card':
      return { ask: { command: 'card', teamId, colour: 'yellow' } };
    case 'red_card':
      return { ask: { command: 'card', teamId, colour: 'red' } };
    case 'penalty':
      return { ask: { command: 'penalty', teamId } };
    case 'substitution':
      return { ask: { command: 'substitution', teamId, playerOff: null } };
  }
}

/** How many of the latest incidents the console offers to take back: a slip is noticed at once. */
export const UNDO_LIST_LENGTH = 5;

const isUndoable = (event: MatchEventPayload) => !event.disallowed && (UNDOABLE_EVENT_TYPES as readonly MatchEventType[]).includes(event.type);

/** The latest incidents that an undo can still take back, newest first (each command stamps a newer version). */
export const latestUndoableIncidents = (events: readonly MatchEventPayload[]): MatchEventPayload[] =>
  events
    .filter(isUndoable)
    .sort((a, b) => b.version - a.version)
    .slice(0, UNDO_LIST_LENGTH);
