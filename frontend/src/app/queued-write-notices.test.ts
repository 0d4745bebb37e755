import { act } from '@testing-library/react';
import { useLanguageStore } from '../lib/language-store';
import type { QueuedWrite, WriteOutcome } from '../lib/offline/write-queue';
import { queuedWriteNotice } from './queued-write-notices';

const base = { key: 'k', madeAt: 1, userId: 'fan-1' };
const prediction: QueuedWrite = {
  ...base,
  kind: 'prediction',
  url: '/api/predictions',
  body: { matchId: 1, prediction: 'home' },
  home: { name: 'Al-Shorta', nameArabic: 'الشرطة' },
  away: { name: 'Al-Zawraa', nameArabic: 'الزوراء' },
};
const squad: QueuedWrite = { ...base, kind: 'squad', url: '/api/weekly-squad', body: { week: 12, formation: '4-3-3', playerIds: [], captainId: 1, viceCaptainId: 2 } };
const refused = (write: QueuedWrite, status: number, code?: string): WriteOutcome => ({ type: 'refused', write, status, code });
/** A text as read: without the Unicode isolates around the names. */
const read = (text: string | undefined) => text?.replace(/[\u2066-\u2069]/g, '');

describe('queuedWriteNotice', () => {
  it('tells the fan plainly that a prediction arriving after kick-off was not counted, naming the match', () => {
    const notice = queuedWriteNotice(refused(prediction, 409, 'PREDICTION_CLOSED'));
    expect(notice.type).toBe('error');
    expect(notice.title).toBe('Prediction not counted');
    expect(read(notice.description)).toBe('Your prediction for Al-Shorta v Al-Zawraa arrived after kick-off and was not counted.');
  });

  it('says so in Arabic, with the Arabic names', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    try {
      expect(read(queuedWriteNotice(refused(prediction, 409, 'PREDICTION_CLOSED')).description)).toBe('وصل توقّعك لمباراة الشرطة والزوراء بعد صافرة البداية، فلم يُحتسب.');
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });

  it("gives a refusal without a text of the write's own the catalogue's words for the code, else the write's generic line", () => {
    expect(queuedWriteNotice(refused(squad, 409, 'SQUAD_LOCKED')).description).toBe('Your round 12 squad arrived after the round kicked off and was not saved.');
    expect(queuedWriteNotice(refused(squad, 401, 'UNAUTHORIZED')).description).toBe('You are signed out. Please sign in again.');
    expect(queuedWriteNotice(refused(squad, 400)).description).toBe('Your round 12 squad could not be saved.');
  });

  it('tells the fan what was sent', () => {
    expect(queuedWriteNotice({ type: 'sent', write: prediction, body: {} })).toEqual({
      type: 'success',
      title: 'Prediction sent',
      description: expect.stringContaining('Your prediction for'),
    });
  });
});
