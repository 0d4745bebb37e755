import { ApiError } from '../api-client';
import { canRetryUpload, uploadFailureKey } from './upload-failure';
import { UploadFailed } from './upload-file';

const refused = (status: number, code: string) => new UploadFailed('send', new ApiError(status, JSON.stringify({ statusCode: status, code, message: 'no' }), ''));

describe('a failed upload', () => {
  it("says the server's reason when it is about the file, and the spec's line for the stage otherwise", () => {
    expect(uploadFailureKey(refused(422, 'UPLOAD_TOO_MANY_PIXELS'))).toBe('errors.api.UPLOAD_TOO_MANY_PIXELS');
    expect(uploadFailureKey(refused(408, 'REQUEST_TIMEOUT'))).toBe('errors.api.REQUEST_TIMEOUT');
    expect(uploadFailureKey(refused(500, 'INTERNAL_ERROR'))).toBe('uploads.toasts.processFailed');
    expect(uploadFailureKey(new UploadFailed('prepare', new TypeError('Failed to fetch')))).toBe('uploads.toasts.prepareFailed');
  });

  it('offers to try again unless the file itself was refused', () => {
    expect(canRetryUpload(refused(408, 'REQUEST_TIMEOUT'))).toBe(true);
    expect(canRetryUpload(refused(422, 'UPLOAD_TOO_MANY_PIXELS'))).toBe(false);
    expect(canRetryUpload(refused(413, 'UPLOAD_TOO_LARGE'))).toBe(false);
  });
});
