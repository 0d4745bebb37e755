import { incidentOnSheet, incidentToUndo, type MatchSheet, type SheetEvent } from './match-sheet';
import type { TimelineEntry } from './match-state-machine';

const HOME = 1;
const AWAY = 2;
const event = (id: number, type: SheetEvent['type'], playerId: number | null, extra: Partial<SheetEvent> = {}): SheetEvent => ({
  id,
  type,
  teamId: HOME,
  playerId,
  playerOnId: null,
  disallowed: false,
  ...extra,
});
/** Home starts 10, 11 and 12; 13 came on for 12; 11 was sent off; away starts 20. */
const sheet: MatchSheet = {
  players: [10, 11, 12, 13].map((playerId) => ({ playerId, teamId: HOME, isStarter: playerId !== 13 })).concat({ playerId: 20, teamId: AWAY, isStarter: true }),
  events: [event(1, 'yellow_card', 10), event(2, 'substitution', 12, { playerOnId: 13 }), event(3, 'red_card', 11), event(4, 'goal', 10), event(5, 'corner', null, { disallowed: true })],
};
const incident = (type: TimelineEntry['type'], playerId: number | null, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  type,
  minute: 60,
  teamId: HOME,
  playerId,
  assistPlayerId: null,
  playerOnId: null,
  detail: null,
  addedMinutes: null,
  undoneEventId: null,
  ...extra,
});
/** Expects the call to be refused with this code. */
const refused = (fn: () => unknown, code: string) => expect(fn).toThrow(expect.objectContaining({ code }));

describe('incidentOnSheet', () => {
  it("turns a booked player's second yellow into his red", () => {
    expect(incidentOnSheet(sheet, incident('yellow_card', 10))).toEqual(incident('red_card', 10, { detail: 'second_yellow' }));
    expect(incidentOnSheet(sheet, incident('yellow_card', 13))).toEqual(incident('yellow_card', 13));
  });

  it('refuses a card, a shot or a substitution for a player who is not on the pitch', () => {
    expect(incidentOnSheet(sheet, incident('shot', 13)).playerId).toBe(13);
    refused(() => incidentOnSheet(sheet, incident('yellow_card', 11)), 'PLAYER_NOT_ON_PITCH');
    refused(() => incidentOnSheet(sheet, incident('shot', 12)), 'PLAYER_NOT_ON_PITCH');
    refused(() => incidentOnSheet(sheet, incident('substitution', 20, { playerOnId: 14 })), 'PLAYER_NOT_ON_PITCH');
    expect(incidentOnSheet(sheet, incident('shot', null))).toEqual(incident('shot', null));
  });

  it('refuses a substitute who has already played', () => {
    refused(() => incidentOnSheet(sheet, incident('substitution', 10, { playerOnId: 12 })), 'PLAYER_ALREADY_PLAYED');
    expect(incidentOnSheet(sheet, incident('substitution', 10, { playerOnId: 14 })).playerOnId).toBe(14);
  });
});

describe('incidentToUndo', () => {
  it('finds a standing incident of the match', () => {
    expect(incidentToUndo(sheet, 2).type).toBe('substitution');
  });

  it('refuses a goal, an incident already undone, or one of another match', () => {
    for (const id of [4, 5, 99]) refused(() => incidentToUndo(sheet, id), 'EVENT_NOT_UNDOABLE');
  });
});
