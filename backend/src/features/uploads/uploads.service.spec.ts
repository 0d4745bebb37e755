import type { Upload } from './upload.entity';
import { usablePicture } from './uploads.service';

const upload = (changes: Partial<Upload>): Upload =>
  ({ id: '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b', kind: 'media', status: 'processed', mediaType: 'image/png', attachedAt: null, ...changes }) as Upload;

describe('usablePicture', () => {
  it('takes a processed image of the user', () => {
    const picture = upload({});
    expect(usablePicture(picture)).toBe(picture);
  });

  it('answers that there is no such upload when the user has none of that kind at that path', () => {
    expect(() => usablePicture(null)).toThrow(expect.objectContaining({ code: 'UPLOAD_NOT_FOUND' }));
  });

  it('refuses an upload whose file has not arrived or not been checked yet', () => {
    for (const status of ['pending', 'receiving'] as const) {
      expect(() => usablePicture(upload({ status, mediaType: null }))).toThrow(expect.objectContaining({ code: 'UPLOAD_NOT_PROCESSED' }));
    }
  });

  it('refuses a video as a picture', () => {
    expect(() => usablePicture(upload({ mediaType: 'video/mp4' }))).toThrow(expect.objectContaining({ code: 'UPLOAD_TYPE_NOT_ALLOWED' }));
  });
});
