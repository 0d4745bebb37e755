import type { MatchEventPayload } from '@isl/contracts';
import { lineupPlayer, matchEvent, player } from '../../../../test/fixtures';
import { playersOnThePitch, playersYetToPlay, type TeamSheets } from './on-the-pitch';

const HOME = 1;
const AWAY = 2;

/** Al-Shorta's sheet: four starters (one listed out of shirt order), one substitute who came on; and one away starter. */
const lineups: TeamSheets['lineups'] = {
  status: 'confirmed',
  home: [
    lineupPlayer({ id: 9, name: 'Aymen Hussein', jerseyNumber: 18 }),
    lineupPlayer({ id: 1, name: 'Ahmed Basil', jerseyNumber: 1 }),
    lineupPlayer({ id: 10, name: 'Ibrahim Bayesh', jerseyNumber: 7 }),
    lineupPlayer({ id: 11, name: 'Manaf Younis', jerseyNumber: 5 }),
    lineupPlayer({ id: 12, name: 'Ali Jasim', jerseyNumber: 11, isStarter: false }),
  ],
  away: [lineupPlayer({ id: 30, name: 'Hussein Ali', jerseyNumber: 4 })],
};

const sheets = (events: MatchEventPayload[]): TeamSheets => ({ homeTeamId: HOME, lineups, events });
const ids = (players: { id: number }[]) => players.map((p) => p.id);

const substitution = (id: number, off: number, on: number, fields: Partial<MatchEventPayload> = {}) =>
  matchEvent(id, { type: 'substitution', teamId: HOME, playerId: off, playerOnId: on, version: id, ...fields });

describe('playersOnThePitch', () => {
  it("is a side's starters by shirt number before anything happens", () => {
    expect(ids(playersOnThePitch(sheets([]), HOME))).toEqual([1, 11, 10, 9]);
    expect(ids(playersOnThePitch(sheets([]), AWAY))).toEqual([30]);
  });

  it('adds who came on, takes off who went off and who was sent off', () => {
    const events = [
      substitution(40, 9, 12),
      matchEvent(41, { type: 'red_card', teamId: HOME, playerId: 11, version: 41 }),
      // A yellow card or the other side's red changes nobody's place.
      matchEvent(42, { type: 'yellow_card', teamId: HOME, playerId: 10, version: 42 }),
      matchEvent(43, { type: 'red_card', teamId: AWAY, playerId: 30, version: 43 }),
    ];
    expect(ids(playersOnThePitch(sheets(events), HOME))).toEqual([1, 10, 12]);
    expect(ids(playersOnThePitch(sheets(events), AWAY))).toEqual([]);
  });

  it('ignores a substitution or a red card that was taken back', () => {
    const events = [substitution(40, 9, 12, { disallowed: true }), matchEvent(41, { type: 'red_card', teamId: HOME, playerId: 11, version: 41, disallowed: true })];
    expect(ids(playersOnThePitch(sheets(events), HOME))).toEqual([1, 11, 10, 9]);
  });

  it('takes off a substitute who is himself replaced', () => {
    expect(ids(playersOnThePitch(sheets([substitution(40, 9, 12), substitution(41, 12, 13)]), HOME))).toEqual([1, 11, 10, 13]);
  });

  it('names a substitute the sheet does not list yet as his substitution does, without a shirt number', () => {
    const pushed = substitution(40, 10, 14, { playerOnName: 'Sherko Karim', playerOnNameArabic: 'شيركو كريم' });
    const onThePitch = playersOnThePitch(sheets([pushed]), HOME);
    expect(onThePitch.at(-1)).toEqual({ id: 14, name: 'Sherko Karim', nameArabic: 'شيركو كريم', nameKurdish: null, jerseyNumber: null });
  });

  it('has nobody when the match has no sheet', () => {
    expect(playersOnThePitch({ homeTeamId: HOME, lineups: null, events: [] }, HOME)).toEqual([]);
  });
});

describe('playersYetToPlay', () => {
  const squad = [9, 1, 10, 11, 12, 13, 14].map((id) => player({ id, name: `Player ${id}` }));

  it("is the side's squad but for whoever is on the sheet or came on, in the squad's order", () => {
    expect(ids(playersYetToPlay(squad, sheets([substitution(40, 9, 13)]), HOME))).toEqual([14]);
  });

  it('offers again a substitute whose coming on was taken back', () => {
    expect(ids(playersYetToPlay(squad, sheets([substitution(40, 9, 13, { disallowed: true })]), HOME))).toEqual([13, 14]);
  });
});
