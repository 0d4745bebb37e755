import { open } from 'node:fs/promises';
import { PLAYERS_FILE_MAX_BYTES } from '@isl/contracts';
import { playersFileTooLarge } from '../desk.errors';

/** A squads file from disk, for the command line: its size checked before a byte is read, as the api checks a body. */
export async function readSquadsFile(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    if ((await file.stat()).size > PLAYERS_FILE_MAX_BYTES) throw playersFileTooLarge();
    return await file.readFile('utf8');
  } finally {
    await file.close();
  }
}
