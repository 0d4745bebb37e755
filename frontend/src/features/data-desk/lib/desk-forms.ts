import type { DeskClub, DeskClubChange, DeskPlayer, DeskPlayerChange, FixtureChange, MatchResponse, PlayerPosition } from '@isl/contracts';
import { fromLeagueDateTimeInput, toLeagueDateTimeInput } from '../../../lib/league-calendar';

/** A name's three scripts, as the API names their fields: `stadium`, `stadiumArabic`, `stadiumKurdish`. */
export const scriptFields = <F extends string>(field: F) => [field, `${field}Arabic`, `${field}Kurdish`] as const;
export type ScriptField<F extends string> = ReturnType<typeof scriptFields<F>>[number];

/** What the inputs of a form hold: text, as typed. */
export type Draft<K extends string> = Record<K, string>;

/** `record`'s fields as inputs show them: an absent value is an empty input. */
export function draftOf<K extends string>(record: Partial<Record<K, unknown>>, keys: readonly K[]): Draft<K> {
  return Object.fromEntries(keys.map((key) => [key, record[key] === null || record[key] === undefined ? '' : String(record[key])])) as Draft<K>;
}

/** The text fields whose input differs from `record`: trimmed, an emptied input clearing the field (null). */
export function changedText<K extends string>(record: Partial<Record<K, unknown>>, draft: Draft<K>, keys: readonly K[]): Partial<Record<K, string | null>> {
  const changes: Partial<Record<K, string | null>> = {};
  for (const key of keys) {
    const value = draft[key].trim() || null;
    if (value !== (record[key] ?? null)) changes[key] = value;
  }
  return changes;
}

/** A whole number typed in an input; null for an empty one, NaN for anything else. */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

// Clubs

const CLUB_TEXT = [...scriptFields('name'), ...scriptFields('shortName'), ...scriptFields('city'), ...scriptFields('stadium'), 'primaryColor', 'secondaryColor'] as const;
type ClubTextField = (typeof CLUB_TEXT)[number];
export type ClubDraft = Draft<ClubTextField | 'founded' | 'aliases'>;

/** Aliases as the desk types them: separated by commas. */
export const aliasesOf = (text: string) => [...new Set(text.split(/[,،]/).map((alias) => alias.trim()).filter(Boolean))];

export const clubDraft = (club: DeskClub): ClubDraft => ({ ...draftOf(club, CLUB_TEXT), founded: club.founded?.toString() ?? '', aliases: club.aliases.join(', ') });

/** What is wrong with the typed club, if anything: a club needs its Latin name; a founding year is four digits. */
export function clubDraftProblem(draft: ClubDraft): 'nameRequired' | 'foundedInvalid' | null {
  if (!draft.name.trim()) return 'nameRequired';
  const founded = wholeNumberOf(draft.founded);
  if (founded !== null && !(founded >= 1800 && founded <= 2100)) return 'foundedInvalid';
  return null;
}

/** The fields of `club` the typed draft changes (nothing when it changes none). */
export function clubChange(club: DeskClub, draft: ClubDraft): DeskClubChange {
  // The Latin name and the colours are never emptied: clubDraftProblem refuses an empty name, colour inputs are never empty.
  const change = changedText(club, draft, CLUB_TEXT) as DeskClubChange;
  const founded = wholeNumberOf(draft.founded);
  if (founded !== club.founded) change.founded = founded;
  const aliases = aliasesOf(draft.aliases);
  if (aliases.join('\n') !== club.aliases.join('\n')) change.aliases = aliases;
  return change;
}

// Players

const PLAYER_TEXT = [...scriptFields('name'), 'nationality', 'dateOfBirth'] as const;
export type PlayerDraft = Draft<(typeof PLAYER_TEXT)[number] | 'jerseyNumber'> & { position: PlayerPosition; isInjured: boolean };

export const playerDraft = (player: DeskPlayer): PlayerDraft => ({
  ...draftOf(player, PLAYER_TEXT),
  jerseyNumber: player.jerseyNumber?.toString() ?? '',
  position: player.position,
  isInjured: player.isInjured,
});

/** Shirt numbers the league allows. */
export const SHIRT_NUMBERS = { min: 1, max: 99 } as const;

export const shirtNumberValid = (text: string) => {
  const number = wholeNumberOf(text);
  return number === null || (number >= SHIRT_NUMBERS.min && number <= SHIRT_NUMBERS.max);
};

export function playerDraftProblem(draft: PlayerDraft): 'nameRequired' | 'nationalityRequired' | 'shirtNumberInvalid' | null {
  if (!draft.name.trim()) return 'nameRequired';
  if (!draft.nationality.trim()) return 'nationalityRequired';
  return shirtNumberValid(draft.jerseyNumber) ? null : 'shirtNumberInvalid';
}

export function playerChange(player: DeskPlayer, draft: PlayerDraft): DeskPlayerChange {
  // Neither the Latin name nor the nationality is ever emptied: playerDraftProblem refuses both.
  const change = changedText(player, draft, PLAYER_TEXT) as DeskPlayerChange;
  const jerseyNumber = wholeNumberOf(draft.jerseyNumber);
  if (jerseyNumber !== player.jerseyNumber) change.jerseyNumber = jerseyNumber;
  if (draft.position !== player.position) change.position = draft.position;
  if (draft.isInjured !== player.isInjured) change.isInjured = draft.isInjured;
  return change;
}

// Fixtures

const FIXTURE_TEXT = [...scriptFields('venue'), ...scriptFields('referee')] as const;
export type FixtureDraft = Draft<(typeof FIXTURE_TEXT)[number] | 'kickoff' | 'round'>;

/** The kick-off as a datetime-local input holds it, on the league's clock whatever the desk's device says. */
export const fixtureDraft = (match: MatchResponse): FixtureDraft => ({
  ...draftOf(match, FIXTURE_TEXT),
  kickoff: toLeagueDateTimeInput(new Date(match.matchDate)),
  round: String(match.matchday),
});

export const fixtureDraftProblem = (draft: FixtureDraft): 'kickoffInvalid' | null => (fromLeagueDateTimeInput(draft.kickoff) ? null : 'kickoffInvalid');

export function fixtureChange(match: MatchResponse, draft: FixtureDraft): FixtureChange {
  const change: FixtureChange = changedText(match, draft, FIXTURE_TEXT);
  const kickoff = fromLeagueDateTimeInput(draft.kickoff);
  if (kickoff && draft.kickoff !== toLeagueDateTimeInput(new Date(match.matchDate))) change.matchDate = kickoff.toISOString();
  if (Number(draft.round) !== match.matchday) change.round = Number(draft.round);
  return change;
}

export const isEmptyChange = (change: object) => Object.keys(change).length === 0;
