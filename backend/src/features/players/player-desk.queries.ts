import { In, QueryFailedError, type EntityManager, type FindOptionsSelect } from 'typeorm';
import type { DeskPlayer, MissingTranslation } from '@isl/contracts';
import { PlayerTransfer } from './player-transfer.entity';
import { Player } from './player.entity';

/*
 * The players table as the data desk reads and writes it: each query takes the caller's EntityManager, so an edit,
 * a transfer or a squads import and its record commit together.
 */

/** What the desk writes of a player: DeskPlayer's fields, and his club. */
export type DeskPlayerFields = Omit<DeskPlayer, 'id'>;

const DESK_COLUMNS = [
  'id', 'teamId', 'name', 'nameArabic', 'nameKurdish', 'position', 'jerseyNumber', 'dateOfBirth', 'nationality', 'isInjured',
] as const satisfies readonly (keyof Player)[];
const DESK_SELECT = Object.fromEntries(DESK_COLUMNS.map((column) => [column, true])) as FindOptionsSelect<Player>;

/** PostgreSQL's unique_violation, and the constraint that keeps one number to one player of a club. */
const UNIQUE_VIOLATION = '23505';
const SHIRT_CONSTRAINT = 'UQ_players_team_jersey';

/** Whether a write failed because another player of the club wears the number (a desk edit racing another). */
export function isShirtNumberClash(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : null;
  return driverError?.code === UNIQUE_VIOLATION && driverError.constraint === SHIRT_CONSTRAINT;
}

const toDeskPlayer = (player: Pick<Player, (typeof DESK_COLUMNS)[number]>): DeskPlayer =>
  Object.fromEntries(DESK_COLUMNS.map((column) => [column, player[column]])) as unknown as DeskPlayer;

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The players of a club, or of the league, whose name in any script holds `q`; by club and name. */
export async function deskPlayers(manager: EntityManager, { teamId, q }: { teamId?: number; q?: string }): Promise<DeskPlayer[]> {
  const query = manager.getRepository(Player).createQueryBuilder('p').select(DESK_COLUMNS.map((column) => `p.${column}`)).where('1 = 1');
  if (teamId !== undefined) query.andWhere('p.team_id = :teamId', { teamId });
  if (q) query.andWhere('(p.name ILIKE :q OR p.name_arabic ILIKE :q OR p.name_kurdish ILIKE :q)', { q: likePattern(q) });
  const players = await query.orderBy('p.team_id').addOrderBy('p.name').addOrderBy('p.id').getMany();
  return players.map(toDeskPlayer);
}

/** The player as the desk edits him, his row locked until the caller's transaction ends; null when there is none. */
export async function lockDeskPlayer(manager: EntityManager, id: number): Promise<DeskPlayer | null> {
  const player = await manager.findOne(Player, { where: { id }, select: DESK_SELECT, lock: { mode: 'pessimistic_write' } });
  return player && toDeskPlayer(player);
}

/** Who at the club wears the number, other than `exceptId`; null when nobody does. */
export async function shirtHolder(manager: EntityManager, teamId: number, jerseyNumber: number, exceptId: number): Promise<Pick<Player, 'id' | 'name'> | null> {
  const holder = await manager.findOne(Player, { where: { teamId, jerseyNumber }, select: { id: true, name: true } });
  return holder && holder.id !== exceptId ? holder : null;
}

/** Writes the fields given a value (an undefined one is not sent). */
export async function writePlayer(manager: EntityManager, id: number, fields: Partial<DeskPlayerFields>): Promise<void> {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(sent).length) await manager.update(Player, { id }, sent);
}

/** New players; their ids in the same order. */
export async function insertPlayers(manager: EntityManager, players: readonly Omit<DeskPlayerFields, 'isInjured'>[]): Promise<number[]> {
  if (!players.length) return [];
  const inserted = await manager.insert(Player, players.map((player) => ({ ...player })));
  return inserted.identifiers.map((row) => row.id as number);
}

/** Frees these players' numbers, so numbers can change hands within one transaction (one player's 7 becomes another's). */
export async function clearShirtNumbers(manager: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length) await manager.update(Player, { id: In([...ids]) }, { jerseyNumber: null });
}

export async function recordTransfers(manager: EntityManager, transfers: readonly Pick<PlayerTransfer, 'playerId' | 'fromTeamId' | 'toTeamId' | 'season'>[]): Promise<void> {
  if (transfers.length) await manager.insert(PlayerTransfer, [...transfers]);
}

/** The players who have a Latin name but no Arabic or no Sorani one. */
export async function untranslatedPlayerNames(manager: EntityManager): Promise<MissingTranslation[]> {
  return manager.query(
    `SELECT 'player' AS kind, 'player' AS subject, p.id, p.name,
            array_remove(ARRAY[CASE WHEN nullif(p.name_arabic, '') IS NULL THEN 'arabic' END, CASE WHEN nullif(p.name_kurdish, '') IS NULL THEN 'kurdish' END], NULL) AS missing
       FROM players p
      WHERE nullif(p.name_arabic, '') IS NULL OR nullif(p.name_kurdish, '') IS NULL
      ORDER BY p.name, p.id`,
  );
}
