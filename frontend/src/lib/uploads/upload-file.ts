import { UPLOAD_LIMITS, type UploadedObject, type UploadKind, type UploadTicket } from '@isl/contracts';
import { ApiError, sendJson } from '../api-client';

/** Where an upload failed: asking for the URL, sending the file, or the server's check of it (spec section 8's toasts). */
export type UploadStage = 'prepare' | 'send' | 'process';

export class UploadFailed extends Error {
  constructor(
    readonly stage: UploadStage,
    cause: unknown,
  ) {
    super(`upload failed at ${stage}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UploadFailed';
  }
}

/** Why a file cannot be uploaded as `kind`, judged in the browser before sending (the server judges again). */
export function fileProblem(file: File, kind: UploadKind): 'tooLarge' | 'wrongType' | null {
  const limits = UPLOAD_LIMITS[kind];
  if (!(limits.mediaTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > limits.maxBytes) return 'tooLarge';
  return null;
}

/** Of the media an upload may be, pictures only: where the upload is shown as an <img> (an article's picture, a crest). */
export const MEDIA_PICTURE_TYPES: readonly string[] = UPLOAD_LIMITS.media.mediaTypes.filter((type) => type.startsWith('image/'));

/** Why a file cannot be uploaded as a picture among the media. */
export const pictureProblem = (file: File) => (MEDIA_PICTURE_TYPES.includes(file.type) ? fileProblem(file, 'media') : 'wrongType');

/** The `accept` attribute of a file input for `kind`. */
export const acceptedTypes = (kind: UploadKind) => UPLOAD_LIMITS[kind].mediaTypes.join(',');

/** Spec section 9: media is named "media" plus a timestamp; a profile picture sends an empty body. */
export function requestUploadTicket(kind: UploadKind): Promise<UploadTicket> {
  return kind === 'profile'
    ? sendJson<UploadTicket>('POST', '/api/objects/upload', {})
    : sendJson<UploadTicket>('POST', '/api/objects/upload-public', { fileName: `media-${Date.now()}` });
}

/**
 * PUTs the file at its upload URL, reporting progress (0-1); XMLHttpRequest because fetch reports no upload
 * progress. The session cookie goes only to our own origin, never to a storage's presigned URL.
 */
export function sendFile(uploadURL: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.withCredentials = new URL(uploadURL, window.location.href).origin === window.location.origin;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new ApiError(request.status, request.responseText, request.statusText));
    // Like fetch's: a request that never got an answer is a TypeError (a network error to apiErrorKeys).
    request.onerror = () => reject(new TypeError('The file could not be sent.'));
    request.send(file);
  });
}

export const completeUpload = (objectPath: string) => sendJson<UploadedObject>('POST', '/api/objects/complete', { objectPath });

/** The three calls of an upload; a failure says at which stage. */
export async function uploadFile(kind: UploadKind, file: File, onProgress: (fraction: number) => void): Promise<UploadedObject> {
  const ticket = await requestUploadTicket(kind).catch((error: unknown) => {
    throw new UploadFailed('prepare', error);
  });
  await sendFile(ticket.uploadURL, file, onProgress).catch((error: unknown) => {
    throw new UploadFailed('send', error);
  });
  return completeUpload(ticket.objectPath).catch((error: unknown) => {
    throw new UploadFailed('process', error);
  });
}
