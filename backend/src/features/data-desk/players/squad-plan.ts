import type { DeskPlayer, ImportProblem } from '@isl/contracts';
import { changedFields, type DeskChangeRecord } from '../../desk-audit';
import type { PlayersFileRow } from './players-file';

/** What the desk writes of a player: DeskPlayer's fields and his club. */
export type SquadFields = Omit<DeskPlayer, 'id' | 'isInjured'>;

/** A Latin name as files spell it differently: accents, case, punctuation and spacing aside. */
export function foldedLatinName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** Who a player is, whichever club a file puts him in: his Latin name and his date of birth. */
export const playerKey = (name: string, dateOfBirth: string) => `${foldedLatinName(name)}|${dateOfBirth}`;

export interface SquadPlan {
  /** Players the league does not have yet, by their file row. */
  created: { index: number; fields: SquadFields }[];
  /** Players whose details or club change: a transfer when the club does. */
  updated: { index: number; player: DeskPlayer; fields: Partial<SquadFields>; changes: DeskChangeRecord['changes']; transfer: boolean }[];
  unchanged: number;
  problems: ImportProblem[];
}

/**
 * What a squads file changes of the league's players (`players`, every one of them, for the shirt numbers): each
 * row is a player the league has (same key) or a new one. An empty optional cell keeps what the player has, but
 * a player who changes club leaves his number behind unless the file gives him one.
 */
export function planSquads(rows: readonly PlayersFileRow[], players: readonly DeskPlayer[], clubName: (teamId: number) => string): SquadPlan {
  const plan: SquadPlan = { created: [], updated: [], unchanged: 0, problems: [] };
  const known = new Map(players.filter((p) => p.dateOfBirth).map((p) => [playerKey(p.name, p.dateOfBirth as string), p]));
  const rowOfKey = new Map<string, number>();
  // Every player's club and number once the file is applied: those of the file by row, the others by id.
  const shirts = new Map<number | string, { teamId: number; jerseyNumber: number | null; who: string; index?: number }>(
    players.map((p) => [p.id, { teamId: p.teamId, jerseyNumber: p.jerseyNumber, who: `${p.name} (already at ${clubName(p.teamId)})` }]),
  );
  for (const row of rows) {
    const key = playerKey(row.name, row.dateOfBirth);
    const twin = rowOfKey.get(key);
    if (twin !== undefined) {
      plan.problems.push({ index: row.index, field: 'name', message: `the same player (name and date of birth) as row ${twin}` });
      continue;
    }
    rowOfKey.set(key, row.index);
    const player = known.get(key);
    const given = <K extends keyof PlayersFileRow>(field: K) => (row[field] === null ? {} : { [field]: row[field] });
    if (!player) {
      const { index, nationality, ...details } = row;
      plan.created.push({ index, fields: { ...details, nationality: nationality ?? 'Iraq' } });
      shirts.set(`row ${row.index}`, { teamId: row.teamId, jerseyNumber: row.jerseyNumber, who: `${row.name} (row ${row.index})`, index: row.index });
      continue;
    }
    const moves = row.teamId !== player.teamId;
    const fields: Partial<SquadFields> = {
      teamId: row.teamId,
      name: row.name,
      position: row.position,
      jerseyNumber: row.jerseyNumber ?? (moves ? null : player.jerseyNumber),
      ...given('nameArabic'),
      ...given('nameKurdish'),
      ...given('nationality'),
    };
    const changes = changedFields(player, fields);
    shirts.set(player.id, { teamId: row.teamId, jerseyNumber: fields.jerseyNumber as number | null, who: `${row.name} (row ${row.index})`, index: row.index });
    if (changes.length) plan.updated.push({ index: row.index, player, fields, changes, transfer: moves });
    else plan.unchanged++;
  }
  plan.problems.push(...shirtClashes([...shirts.values()], clubName));
  return plan;
}

/** A problem at each row of the file that gives a player a number another player of his club wears. */
function shirtClashes(shirts: { teamId: number; jerseyNumber: number | null; who: string; index?: number }[], clubName: (teamId: number) => string): ImportProblem[] {
  const byShirt = new Map<string, typeof shirts>();
  for (const shirt of shirts) {
    if (shirt.jerseyNumber === null) continue;
    const key = `${shirt.teamId}#${shirt.jerseyNumber}`;
    byShirt.set(key, [...(byShirt.get(key) ?? []), shirt]);
  }
  return [...byShirt.values()]
    .filter((holders) => holders.length > 1)
    .flatMap((holders) =>
      holders
        .filter((holder) => holder.index !== undefined)
        .map((holder) => ({
          index: holder.index as number,
          field: 'shirt_number',
          message: `number ${holder.jerseyNumber} at ${clubName(holder.teamId)} is also worn by ${holders.filter((other) => other !== holder).map((other) => other.who).join(', ')}`,
        })),
    )
    .sort((a, b) => a.index - b.index);
}
