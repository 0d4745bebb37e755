import type { ImportProblem, ImportRefusal } from '@isl/contracts';
import { ApiError } from '../../../lib/api-client';

/** The bad entries a refused file's answer names (400 IMPORT_INVALID), or null for any other failure. */
export function importProblems(error: unknown): ImportProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_INVALID') return null;
  const { problems } = (error.body ?? {}) as Partial<ImportRefusal>;
  return Array.isArray(problems) ? problems : [];
}

/** Whether a picked file is within the desk's limit: a larger one is refused here, before it is sent. */
export const fileFits = (file: File | null, maxBytes: number): file is File => file !== null && file.size <= maxBytes;
