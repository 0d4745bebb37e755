import type { EntityManager } from 'typeorm';

/*
 * The app_settings table: values the app makes for itself once and every process shares (the generated VAPID
 * keys, the database's epoch), by key.
 */

/** Stores `value` under `key` unless a value is there already, then answers the one that stays: the first writer wins. */
export async function settingOnce<T>(manager: EntityManager, key: string, value: T): Promise<T> {
  await manager.query(`INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, JSON.stringify(value)]);
  const [row] = (await manager.query(`SELECT value FROM app_settings WHERE key = $1`, [key])) as { value: T }[];
  return row.value;
}

/** The database's epoch as SQL: the value its migrations drew, which a database re-created from a dump keeps too. */
export const DATABASE_EPOCH_SQL = `(SELECT value #>> '{}' FROM app_settings WHERE key = 'database_epoch')`;
