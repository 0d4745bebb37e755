import { ApiError } from '../../platform/http/api-error';

/** No upload by that path that this user made for this use (another user's upload looks the same). */
export const uploadNotFound = () => new ApiError('UPLOAD_NOT_FOUND', 'No upload of yours has that path: upload the file first.');

export const uploadNotProcessed = () =>
  new ApiError('UPLOAD_NOT_PROCESSED', 'The file has not arrived or has not been checked yet: finish the upload first.');

export const uploadNotAnImage = () => new ApiError('UPLOAD_TYPE_NOT_ALLOWED', 'This upload is a video: a picture must be an image.');

/** The client closed its connection before the whole file arrived: nobody is left to read this answer. */
export const uploadAbandoned = () => new ApiError('BAD_REQUEST', 'The connection closed before the whole file arrived.');
