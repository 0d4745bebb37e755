import { matchEvent } from '../../../../test/fixtures';
import { latestUndoableIncidents, tapSideIncident } from './incident-pad';
import { timelineEntryOf } from './match-commands';

describe('tapSideIncident', () => {
  it('sends a shot or a corner at once, with neither minute nor player', () => {
    expect(tapSideIncident('corner', 2)).toEqual({ send: { type: 'corner', teamId: 2 } });
    expect(tapSideIncident('shot_on_target', 1)).toEqual({ send: { type: 'shot', teamId: 1, onTarget: true } });
    expect(tapSideIncident('shot_off_target', 1)).toEqual({ send: { type: 'shot', teamId: 1, onTarget: false } });
  });

  it('asks who is booked, how a penalty ended and who goes off', () => {
    expect(tapSideIncident('yellow_card', 1)).toEqual({ ask: { command: 'card', teamId: 1, colour: 'yellow' } });
    expect(tapSideIncident('red_card', 2)).toEqual({ ask: { command: 'card', teamId: 2, colour: 'red' } });
    expect(tapSideIncident('penalty', 1)).toEqual({ ask: { command: 'penalty', teamId: 1 } });
    expect(tapSideIncident('substitution', 1)).toEqual({ ask: { command: 'substitution', teamId: 1, playerOff: null } });
  });
});

describe('latestUndoableIncidents', () => {
  it('lists the incidents that still stand, newest first, a few at most', () => {
    const events = [
      matchEvent(1, { type: 'kickoff', version: 1 }),
      matchEvent(2, { type: 'corner', teamId: 1, version: 2 }),
      // A goal is taken back by a score correction, not an undo.
      matchEvent(3, { type: 'goal', teamId: 1, version: 3 }),
      matchEvent(4, { type: 'yellow_card', teamId: 2, version: 4, disallowed: true }),
      matchEvent(5, { type: 'undo', undoneEventId: 4, version: 5 }),
      matchEvent(6, { type: 'shot', teamId: 2, version: 6 }),
    ];
    expect(latestUndoableIncidents(events).map((event) => event.id)).toEqual([6, 2]);

    const corners = Array.from({ length: 8 }, (_, index) => matchEvent(10 + index, { type: 'corner', teamId: 1, version: 10 + index }));
    expect(latestUndoableIncidents(corners).map((event) => event.id)).toEqual([17, 16, 15, 14, 13]);
  });
});

describe('timelineEntryOf', () => {
  it('words a command as the entry the server records for it', () => {
    expect(timelineEntryOf({ type: 'card', teamId: 1, playerId: 9, colour: 'red' })).toEqual({ type: 'red_card' });
    expect(timelineEntryOf({ type: 'penalty', teamId: 1, scored: true })).toEqual({ type: 'goal', detail: 'penalty' });
    expect(timelineEntryOf({ type: 'penalty', teamId: 1, scored: false })).toEqual({ type: 'penalty', detail: 'missed' });
    expect(timelineEntryOf({ type: 'shot', teamId: 1, onTarget: false })).toEqual({ type: 'shot', detail: 'off_target' });
    expect(timelineEntryOf({ type: 'var_review', outcome: 'goal_disallowed' })).toEqual({ type: 'var_review', detail: 'goal_disallowed' });
    expect(timelineEntryOf({ type: 'added_time', minutes: 4 })).toEqual({ type: 'added_time', addedMinutes: 4 });
    expect(timelineEntryOf({ type: 'halftime' })).toEqual({ type: 'halftime' });
  });
});
