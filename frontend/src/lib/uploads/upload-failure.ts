import { ApiError } from '../api-client';
import type { UploadFailed, UploadStage } from './upload-file';

/** Server answers that say more than the spec's generic upload toast: what is wrong with the file. */
const FILE_PROBLEM_CODES = new Set(['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_UNREADABLE', 'UPLOAD_TOO_MANY_PIXELS', 'TOO_MANY_UPLOADS', 'UPLOAD_URL_EXPIRED', 'REQUEST_TIMEOUT']);

const STAGE_TEXT: Record<UploadStage, string> = {
  prepare: 'uploads.toasts.prepareFailed',
  send: 'uploads.toasts.processFailed',
  process: 'uploads.toasts.processFailed',
};

/** Answers that refuse the file itself: sending the same file again would be refused again. */
const FILE_REFUSED_CODES = new Set(['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_UNREADABLE', 'UPLOAD_TOO_MANY_PIXELS']);

/** Whether trying the same file again may work (a toast then offers it). */
export function canRetryUpload(failure: UploadFailed): boolean {
  const { cause } = failure;
  return !(cause instanceof ApiError && cause.code && FILE_REFUSED_CODES.has(cause.code));
}

/** The toast text for a failed upload: the server's reason when it is about the file, else the spec's line for the stage. */
export function uploadFailureKey(failure: UploadFailed): string {
  const { cause } = failure;
  if (cause instanceof ApiError && cause.code && FILE_PROBLEM_CODES.has(cause.code)) return `errors.api.${cause.code}`;
  // The file never reached the storage, so the spec's "Upload completed but..." would not be true.
  if (failure.stage === 'send' && cause instanceof TypeError) return 'errors.network';
  return STAGE_TEXT[failure.stage];
}
