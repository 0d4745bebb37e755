import { UPLOAD_LIMITS } from '@isl/contracts';
import { checkDeclaredSize, checkUnusedUploads, whyNotClaimed } from './upload-intake.service';

const refusedWith = (code: string, message?: string) => expect.objectContaining(message ? { code, message } : { code });

describe('upload intake limits', () => {
  it('issues upload URLs while a user holds fewer than 20 unused uploads', () => {
    expect(() => checkUnusedUploads(19)).not.toThrow();
    expect(() => checkUnusedUploads(20)).toThrow(refusedWith('TOO_MANY_UPLOADS'));
  });

  it('refuses unread a file whose known size is over the limit of its kind: 5 MB for a profile picture, 50 MB for article media', () => {
    const profile = { kind: 'profile' as const, maxBytes: UPLOAD_LIMITS.profile.maxBytes };
    const media = { kind: 'media' as const, maxBytes: UPLOAD_LIMITS.media.maxBytes };
    expect(() => checkDeclaredSize(5 * 1024 * 1024, profile)).not.toThrow();
    expect(() => checkDeclaredSize(5 * 1024 * 1024 + 1, profile)).toThrow(refusedWith('UPLOAD_TOO_LARGE', 'The file is larger than 5 MB, the most for a profile picture.'));
    expect(() => checkDeclaredSize(50 * 1024 * 1024, media)).not.toThrow();
    expect(() => checkDeclaredSize(50 * 1024 * 1024 + 1, media)).toThrow(refusedWith('UPLOAD_TOO_LARGE'));
  });

  it('leaves a file of unknown size to be read up to the limit', () => {
    expect(() => checkDeclaredSize(undefined, { kind: 'profile', maxBytes: 10 })).not.toThrow();
  });
});

describe('whyNotClaimed', () => {
  it("answers that there is no such upload when it is none of the user's", () => {
    expect(whyNotClaimed(null)).toEqual(refusedWith('UPLOAD_NOT_FOUND'));
  });

  it('tells an expired URL from one already used, and from a file another request is still receiving', () => {
    expect(whyNotClaimed({ status: 'pending' })).toEqual(refusedWith('UPLOAD_URL_EXPIRED', 'This upload URL has expired: ask for a new one.'));
    expect(whyNotClaimed({ status: 'receiving' })).toEqual(refusedWith('UPLOAD_NOT_PROCESSED'));
    expect(whyNotClaimed({ status: 'processed' })).toEqual(refusedWith('UPLOAD_URL_EXPIRED', 'This upload URL was already used: ask for a new one for another file.'));
  });
});
