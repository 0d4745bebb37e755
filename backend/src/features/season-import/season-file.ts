import { open } from 'node:fs/promises';
import { SEASON_FILE_MAX_BYTES } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { parseJsonBody } from '../../platform/http/json-body';

/**
 * A football.json file from disk, for the command line, read as the api reads a body: its size checked before a
 * byte is read (a file over SEASON_FILE_MAX_BYTES is refused unread), then parsed as JSON.
 */
export async function readSeasonFile(path: string): Promise<unknown> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > SEASON_FILE_MAX_BYTES) {
      throw new ApiError('PAYLOAD_TOO_LARGE', `${path} is ${(size / 1024 / 1024).toFixed(1)} MB; a season file may be at most ${SEASON_FILE_MAX_BYTES / 1024 / 1024} MB`);
    }
    const value = parseJsonBody(await file.readFile('utf8'));
    if (value === undefined) throw new ApiError('INVALID_JSON', `${path} is empty`);
    return value;
  } finally {
    await file.close();
  }
}
