import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH, normalizeLeagueCode } from '@isl/contracts';
import { League } from './league.entity';

/** A new invite code from the crypto source: 32 characters, so each byte's low 5 bits pick one without bias. */
export function newLeagueCode(): string {
  return [...randomBytes(LEAGUE_CODE_LENGTH)].map((byte) => LEAGUE_CODE_ALPHABET[byte % LEAGUE_CODE_ALPHABET.length]).join('');
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';
/** A clash is one chance in 2^40 per code: a few tries are plenty. */
const CODE_TRIES = 5;

/**
 * Writes with a new code, drawing another when the unique index finds it taken. Each try runs in a savepoint, so
 * a clash leaves the caller's transaction usable.
 */
export async function withNewCode<T>(manager: EntityManager, write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await manager.query('SAVEPOINT league_code');
    try {
      const written = await write(newLeagueCode());
      await manager.query('RELEASE SAVEPOINT league_code');
      return written;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT league_code');
      const clash = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
      if (clash?.code !== UNIQUE_VIOLATION || clash.constraint !== 'UQ_leagues_code' || attempt === CODE_TRIES) throw error;
    }
  }
}

/** The league an invite code opens (however the fan typed its case and spaces), or null. */
export function leagueOfCode(manager: EntityManager, rawCode: string): Promise<League | null> {
  return manager.findOneBy(League, { code: normalizeLeagueCode(rawCode) });
}
