import type { FileFixture } from './football-json';
import { fixtureUpdate, type StoredFixture } from './fixture-update';

const kickOff = new Date('2025-09-19T15:30:00Z');
const stored: StoredFixture = { status: 'scheduled', matchDate: kickOff, matchday: 1, venue: 'Al-Shaab Stadium', homeScore: null, awayScore: null };
const file: FileFixture = {
  index: 4,
  round: 1,
  matchDate: kickOff,
  timeKnown: true,
  date: '2025-09-19',
  home: 'Al-Shorta',
  away: 'Al-Zawraa',
  status: 'scheduled',
  score: null,
  venue: 'Al-Shaab Stadium',
};
const finished: StoredFixture = { ...stored, status: 'finished', homeScore: 2, awayScore: 1 };

describe('fixtureUpdate', () => {
  it('changes nothing when the file says what is stored, or says less (no venue, no time on the same day)', () => {
    expect(fixtureUpdate(stored, file)).toEqual({ changes: [], commands: [] });
    expect(fixtureUpdate(stored, { ...file, venue: null, timeKnown: false, matchDate: new Date('2025-09-18T21:00:00Z') })).toEqual({ changes: [], commands: [] });
    // A finished match the file does not know the result of yet keeps it.
    expect(fixtureUpdate(finished, file)).toEqual({ changes: [], commands: [] });
  });

  it('records a new result, with the day it was played when the file moved it', () => {
    const playedLater = new Date('2025-09-20T15:30:00Z');
    expect(fixtureUpdate(stored, { ...file, status: 'finished', score: [3, 0], matchDate: playedLater })).toEqual({
      commands: [{ type: 'record_result', homeScore: 3, awayScore: 0, matchDate: playedLater.toISOString() }],
      changes: [
        { field: 'status', from: 'scheduled', to: 'finished' },
        { field: 'score', from: null, to: '3-0' },
        { field: 'date', from: kickOff.toISOString(), to: playedLater.toISOString() },
      ],
    });
  });

  it('corrects the score of a finished match whose result changed', () => {
    expect(fixtureUpdate(finished, { ...file, status: 'finished', score: [2, 2] })).toEqual({
      commands: [{ type: 'correct_score', homeScore: 2, awayScore: 2 }],
      changes: [{ field: 'score', from: '2-1', to: '2-2' }],
    });
  });

  it('moves the date, the round and the venue', () => {
    const later = new Date('2025-09-26T17:00:00Z');
    expect(fixtureUpdate(stored, { ...file, matchDate: later, round: 2, venue: 'Franso Hariri Stadium' })).toEqual({
      commands: [{ type: 'edit_fixture', round: 2, venue: 'Franso Hariri Stadium' }, { type: 'reschedule', newDate: later.toISOString() }],
      changes: [
        { field: 'round', from: '1', to: '2' },
        { field: 'venue', from: 'Al-Shaab Stadium', to: 'Franso Hariri Stadium' },
        { field: 'date', from: kickOff.toISOString(), to: later.toISOString() },
      ],
    });
  });

  it('postpones, cancels, and brings a postponed match back on its date', () => {
    expect(fixtureUpdate(stored, { ...file, status: 'postponed' })).toEqual({ commands: [{ type: 'postpone' }], changes: [{ field: 'status', from: 'scheduled', to: 'postponed' }] });
    expect(fixtureUpdate({ ...stored, status: 'postponed' }, { ...file, status: 'cancelled' })).toEqual({ commands: [{ type: 'cancel' }], changes: [{ field: 'status', from: 'postponed', to: 'cancelled' }] });
    expect(fixtureUpdate({ ...stored, status: 'postponed' }, file)).toEqual({
      commands: [{ type: 'reschedule', newDate: kickOff.toISOString() }],
      changes: [{ field: 'status', from: 'postponed', to: 'scheduled' }],
    });
  });

  it('refuses to bring back a cancelled match, or to postpone or cancel a played one', () => {
    expect(fixtureUpdate({ ...stored, status: 'cancelled' }, file)).toEqual({ index: 4, field: 'status', message: 'the match is cancelled: an import does not bring it back' });
    expect(fixtureUpdate(finished, { ...file, status: 'postponed' })).toEqual({ index: 4, field: 'status', message: 'the match was played (2-1): an import does not make it postponed' });
  });
});
