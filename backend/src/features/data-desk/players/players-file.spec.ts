import { clubNameKey } from '../../teams';
import { readPlayersFile } from './players-file';
import { planSquads, playerKey } from './squad-plan';
import type { DeskPlayer } from '@isl/contracts';

const CLUBS = new Map([
  ['al shorta', { id: 1, name: 'Al-Shorta' }],
  ['police', { id: 1, name: 'Al-Shorta' }],
  ['al zawraa', { id: 2, name: 'Al-Zawraa' }],
]);
const HEADER = 'club,name,name_arabic,name_kurdish,position,shirt_number,date_of_birth,nationality';
const read = (text: string) => readPlayersFile(text, CLUBS, clubNameKey, '2026-11-01');

describe('readPlayersFile', () => {
  it('reads rows by their header, with a BOM, in any column order, clubs by name or alias and positions by their short words', () => {
    const text = `\uFEFF${HEADER}\r\nAl Shorta SC,Ali Adnan,علي عدنان,عەلی عەدنان,DF,3,1993-12-19,\r\n"Police",Mohanad Ali,,,FW,,2000-06-20,Iraq\r\n`;
    expect(read(text)).toEqual({
      problems: [],
      rows: [
        { index: 0, teamId: 1, name: 'Ali Adnan', nameArabic: 'علي عدنان', nameKurdish: 'عەلی عەدنان', position: 'defender', jerseyNumber: 3, dateOfBirth: '1993-12-19', nationality: null },
        { index: 1, teamId: 1, name: 'Mohanad Ali', nameArabic: null, nameKurdish: null, position: 'forward', jerseyNumber: null, dateOfBirth: '2000-06-20', nationality: 'Iraq' },
      ],
    });
    expect(read('Date of Birth,Name,Position,Club\n2001-01-01,Amjad Attwan,centralMidfielder,al-zawraa\n').rows).toEqual([
      { index: 0, teamId: 2, name: 'Amjad Attwan', nameArabic: null, nameKurdish: null, position: 'centralMidfielder', jerseyNumber: null, dateOfBirth: '2001-01-01', nationality: null },
    ]);
  });

  it('names every bad row, field and why', () => {
    const text = [
      HEADER,
      'Nowhere FC,A,,,GK,1,1990-01-01,',
      'Al-Shorta,,,,striker,100,1990-02-30,',
      'Al-Shorta,B,,,libero,7,2030-01-01,',
      'Al-Shorta,C',
    ].join('\n');
    expect(read(text).problems).toEqual([
      { index: 0, field: 'club', message: 'no club has the name or alias "Nowhere FC"' },
      { index: 1, field: 'name', message: 'is required' },
      { index: 1, field: 'date_of_birth', message: '"1990-02-30" is not a date of birth as YYYY-MM-DD' },
      { index: 1, field: 'shirt_number', message: '"100" is not a shirt number from 1 to 99' },
      { index: 2, field: 'position', message: expect.stringContaining('"libero" is not a position') },
      { index: 2, field: 'date_of_birth', message: '"2030-01-01" is not a date of birth as YYYY-MM-DD' },
      { index: 3, field: 'row', message: 'the row has 2 fields, the header 8' },
    ]);
  });

  it('refuses a header without the required columns or with unknown ones, and a file that is not UTF-8', () => {
    expect(read('club,name,team\nAl-Shorta,A,B\n').problems).toEqual([
      { index: null, field: 'team', message: expect.stringContaining('not a column') },
      { index: null, field: 'position', message: 'the header row has no such column' },
      { index: null, field: 'date_of_birth', message: 'the header row has no such column' },
    ]);
    expect(read(`${HEADER}\nAl-Shorta,\uFFFD`).problems).toEqual([{ index: null, field: 'file', message: expect.stringContaining('UTF-8') }]);
    expect(read(`${HEADER}\n"Al-Shorta,A\n`).problems).toEqual([{ index: 0, field: 'file', message: 'a quoted field is not closed' }]);
  });
});

describe('planSquads', () => {
  const club = (teamId: number) => ['', 'Al-Shorta', 'Al-Zawraa'][teamId];
  const ali: DeskPlayer = { id: 10, teamId: 1, name: 'Ali Adnan', nameArabic: 'علي عدنان', nameKurdish: null, position: 'defender', jerseyNumber: 3, dateOfBirth: '1993-12-19', nationality: 'Iraq', isInjured: false };
  const row = (changes: object) => ({ index: 0, teamId: 1, name: 'Ali Adnan', nameArabic: null, nameKurdish: null, position: 'defender' as const, jerseyNumber: 3, dateOfBirth: '1993-12-19', nationality: null, ...changes });

  it('knows a player by his Latin name, however spelt, and his date of birth', () => {
    expect(playerKey('ALI  Adnán', '1993-12-19')).toBe(playerKey('Ali Adnan', '1993-12-19'));
    expect(playerKey('Ali Adnan', '1993-12-20')).not.toBe(playerKey('Ali Adnan', '1993-12-19'));
  });

  it('leaves a player as he is when the row says what he has, empty cells keeping his other details', () => {
    expect(planSquads([row({})], [ali], club)).toEqual({ created: [], updated: [], unchanged: 1, problems: [] });
  });

  it('makes a changed club a transfer, leaving his number behind unless the file gives him one', () => {
    const { updated } = planSquads([row({ teamId: 2, jerseyNumber: null })], [ali], club);
    expect(updated).toEqual([
      expect.objectContaining({ transfer: true, changes: [{ field: 'teamId', from: 1, to: 2 }, { field: 'jerseyNumber', from: 3, to: null }] }),
    ]);
  });

  it('creates players it does not know, and refuses numbers worn twice at a club and players listed twice', () => {
    const keeper = row({ index: 1, name: 'Jalal Hassan', dateOfBirth: '1991-05-18', position: 'goalkeeper', jerseyNumber: 3 });
    const twice = row({ index: 2, jerseyNumber: 4 });
    const plan = planSquads([keeper], [ali], club);
    expect(plan.created).toEqual([{ index: 1, fields: expect.objectContaining({ name: 'Jalal Hassan', nationality: 'Iraq', jerseyNumber: 3 }) }]);
    expect(plan.problems).toEqual([{ index: 1, field: 'shirt_number', message: 'number 3 at Al-Shorta is also worn by Ali Adnan (already at Al-Shorta)' }]);
    // Ali leaves number 3 for number 4 in the same file: the keeper may have it.
    expect(planSquads([keeper, twice], [ali], club).problems).toEqual([]);
    expect(planSquads([row({}), twice], [ali], club).problems).toEqual([{ index: 2, field: 'name', message: 'the same player (name and date of birth) as row 0' }]);
  });
});
