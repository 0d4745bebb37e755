import { DEFAULT_IMPORT_TIME_ZONE, type SeasonImportReport } from '@isl/contracts';
import { sendFileBody } from '../../../lib/api-client';

export interface SeasonImportRequest {
  file: File;
  /** Such as "2025-26". */
  season: string;
  timeZone: string;
  dryRun: boolean;
}

/**
 * `POST /api/admin/seasons/:label/import?dryRun=&timeZone=`, the football.json file as the body, as it is: the
 * server reads and checks it (400 IMPORT_INVALID naming every bad entry).
 */
export function importSeason({ file, season, timeZone = DEFAULT_IMPORT_TIME_ZONE, dryRun }: SeasonImportRequest): Promise<SeasonImportReport> {
  const query = new URLSearchParams({ dryRun: String(dryRun), timeZone });
  return sendFileBody<SeasonImportReport>('POST', `/api/admin/seasons/${encodeURIComponent(season)}/import?${query}`, file, 'application/json');
}
