import { pushMessages, type MatchFacts } from './messages';

const final: MatchFacts = {
  id: 12,
  home: { name: 'Al-Zawraa', nameArabic: 'الزوراء', nameKurdish: 'زەوراء' },
  away: { name: 'Erbil', nameArabic: 'أربيل', nameKurdish: '' },
  homeScore: 2,
  awayScore: 1,
};
/** The score as every language shows it: isolated left to right, so an Arabic sentence does not reorder it. */
const score = (home: number, away: number) => `\u2066${home}-${away}\u2069`;

describe('pushMessages', () => {
  it("tells a result in the subscriber's language, with the clubs' names in its script, and opens the match", () => {
    expect(pushMessages.result(final, 'en')).toEqual({ kind: 'result', title: 'Full time', body: `Al-Zawraa ${score(2, 1)} Erbil`, url: '/matches/12', tag: 'match-12' });
    expect(pushMessages.result(final, 'ar')).toEqual(expect.objectContaining({ title: 'نهاية المباراة', body: `الزوراء ${score(2, 1)} أربيل` }));
  });

  it('names a club in Sorani, else in its Arabic spelling', () => {
    expect(pushMessages.result(final, 'ku').body).toBe(`زەوراء ${score(2, 1)} أربيل`);
  });

  it("tags a match's news by the match, so a newer score replaces one not yet shown", () => {
    const tags = [pushMessages.result(final, 'en'), pushMessages.goal(final, final.home, 'en'), pushMessages.kickoff(final, 'en')].map((message) => message.tag);
    expect(tags).toEqual(['match-12', 'match-12', 'match-12']);
  });

  it('tells a predictor the 10 points of a right call, or that it was wrong, and opens their predictions', () => {
    expect(pushMessages.settled(12, 10, 'en')).toEqual({ kind: 'settled', title: 'Prediction correct', body: 'Correct, +10 points', url: '/my-predictions', tag: 'settled-12' });
    expect(pushMessages.settled(12, 30, 'en').body).toBe('Correct, +30 points');
    expect(pushMessages.settled(12, null, 'en')).toEqual(expect.objectContaining({ title: 'Prediction settled', body: 'Wrong this time. Better luck in the next match!' }));
  });

  it('reminds of one unpredicted match, or counts several', () => {
    expect(pushMessages.reminder(1, 'en').body).toBe('A match you have not predicted kicks off in an hour.');
    expect(pushMessages.reminder(3, 'en').body).toBe('3 matches you have not predicted kick off in an hour.');
  });

  it('counts matches and points as Arabic grammar does: a dual, a plural from 3 to 10, a singular beyond', () => {
    expect([1, 2, 3, 11, 100].map((n) => pushMessages.reminder(n, 'ar').body)).toEqual([
      'مباراة لم تتوقعها تنطلق بعد ساعة.',
      'مباراتان لم تتوقعهما تنطلقان بعد ساعة.',
      '3 مباريات لم تتوقعها تنطلق بعد ساعة.',
      '11 مباراة لم تتوقعها تنطلق بعد ساعة.',
      '100 مباراة لم تتوقعها تنطلق بعد ساعة.',
    ]);
    expect(pushMessages.settled(12, 10, 'ar').body).toBe('توقع صحيح، +10 نقاط');
    expect(pushMessages.reminder(2, 'ku').body).toBe('2 یاری کە پێشبینیت نەکردوون کاتژمێرێکی تر دەست پێدەکەن.');
  });
});
