import { localizedName, pluralForm, type Language, type LocalizedNames, type PushKind, type PushMessage } from '@isl/contracts';

/** A club's name in each script; the message takes the subscriber's (localizedName: Sorani falls back to Arabic). */
export type ClubNames = Required<LocalizedNames>;

interface Texts {
  result: (home: string, homeScore: number, awayScore: number, away: string) => [string, string];
  goal: (team: string, home: string, homeScore: number, awayScore: number, away: string) => [string, string];
  kickoff: (home: string, away: string) => [string, string];
  correct: (points: number) => [string, string];
  wrong: () => [string, string];
  reminder: (matches: number) => [string, string];
  test: () => [string, string];
}

// Scores read left to right in every language: isolated, so an Arabic sentence does not reorder them.
const score = (home: number, away: number) => `\u2066${home}-${away}\u2069`;

const TEXTS: Record<Language, Texts> = {
  en: {
    result: (home, hs, as, away) => ['Full time', `${home} ${score(hs, as)} ${away}`],
    goal: (team, home, hs, as, away) => [`Goal for ${team}!`, `${home} ${score(hs, as)} ${away}`],
    kickoff: (home, away) => ['Kick-off', `${home} v ${away} has started.`],
    correct: (points) => ['Prediction correct', pluralForm('en', points, { one: 'Correct, +1 point', other: `Correct, +${points} points` })],
    wrong: () => ['Prediction settled', 'Wrong this time. Better luck in the next match!'],
    reminder: (n) => [
      'Predict before kick-off',
      pluralForm('en', n, { one: 'A match you have not predicted kicks off in an hour.', other: `${n} matches you have not predicted kick off in an hour.` }),
    ],
    test: () => ['Test notification', 'Notifications are working on this device.'],
  },
  ar: {
    result: (home, hs, as, away) => ['نهاية المباراة', `${home} ${score(hs, as)} ${away}`],
    goal: (team, home, hs, as, away) => [`هدف لـ${team}!`, `${home} ${score(hs, as)} ${away}`],
    kickoff: (home, away) => ['انطلاق المباراة', `انطلقت مباراة ${home} و${away}.`],
    correct: (points) => ['توقع صحيح', pluralForm('ar', points, { one: 'توقع صحيح، +نقطة واحدة', two: 'توقع صحيح، +نقطتان', few: `توقع صحيح، +${points} نقاط`, other: `توقع صحيح، +${points} نقطة` })],
    wrong: () => ['نتيجة توقعك', 'لم يصب توقعك هذه المرة. حظًا أوفر في المباراة القادمة!'],
    reminder: (n) => [
      'توقّع قبل صافرة البداية',
      pluralForm('ar', n, {
        one: 'مباراة لم تتوقعها تنطلق بعد ساعة.',
        two: 'مباراتان لم تتوقعهما تنطلقان بعد ساعة.',
        few: `${n} مباريات لم تتوقعها تنطلق بعد ساعة.`,
        other: `${n} مباراة لم تتوقعها تنطلق بعد ساعة.`,
      }),
    ],
    test: () => ['إشعار تجريبي', 'الإشعارات تعمل على هذا الجهاز.'],
  },
  ku: {
    result: (home, hs, as, away) => ['کۆتایی یاری', `${home} ${score(hs, as)} ${away}`],
    goal: (team, home, hs, as, away) => [`گۆڵ بۆ ${team}!`, `${home} ${score(hs, as)} ${away}`],
    kickoff: (home, away) => ['دەستپێکی یاری', `یاریی ${home} و ${away} دەستی پێکرد.`],
    correct: (points) => ['پێشبینیی دروست', `دروستە، +${points} خاڵ`],
    wrong: () => ['ئەنجامی پێشبینی', 'ئەمجارە پێشبینییەکەت نەپێکا. بەختت لە یاریی داهاتوودا!'],
    reminder: (n) => [
      'پێش دەستپێک پێشبینی بکە',
      pluralForm('ku', n, { one: 'یارییەک کە پێشبینیت نەکردووە کاتژمێرێکی تر دەست پێدەکات.', other: `${n} یاری کە پێشبینیت نەکردوون کاتژمێرێکی تر دەست پێدەکەن.` }),
    ],
    test: () => ['ئاگادارکردنەوەی تاقیکاری', 'ئاگادارکردنەوەکان لەم ئامێرەدا کار دەکەن.'],
  },
};

export interface MatchFacts {
  id: number;
  home: ClubNames;
  away: ClubNames;
  homeScore: number;
  awayScore: number;
}

const message = (kind: PushKind, [title, body]: [string, string], url: string, tag: string): PushMessage => ({ kind, title, body, url, tag });

/** Every notification the product sends, in the subscriber's language: one home for their words. */
export const pushMessages = {
  result: (m: MatchFacts, l: Language) =>
    message('result', TEXTS[l].result(localizedName(m.home, l), m.homeScore, m.awayScore, localizedName(m.away, l)), `/matches/${m.id}`, `match-${m.id}`),
  goal: (m: MatchFacts, scorer: ClubNames, l: Language) =>
    message('goal', TEXTS[l].goal(localizedName(scorer, l), localizedName(m.home, l), m.homeScore, m.awayScore, localizedName(m.away, l)), `/matches/${m.id}`, `match-${m.id}`),
  kickoff: (m: MatchFacts, l: Language) => message('kickoff', TEXTS[l].kickoff(localizedName(m.home, l), localizedName(m.away, l)), `/matches/${m.id}`, `match-${m.id}`),
  /** `points`: what a right call earned (an exact score's and a joker's included); null for a wrong one. */
  settled: (matchId: number, points: number | null, l: Language) =>
    message('settled', points === null ? TEXTS[l].wrong() : TEXTS[l].correct(points), '/my-predictions', `settled-${matchId}`),
  reminder: (matches: number, l: Language) => message('reminder', TEXTS[l].reminder(matches), '/predictions', 'reminder'),
  test: (l: Language) => message('test', TEXTS[l].test(), '/settings', 'test'),
};
