import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MEDIA_URL_PREFIX } from '@isl/contracts';
import { UsersService, type User } from '../../identity';
import { isPublicKey, mediaUrl, uploadIdOf } from './media-keys';
import { OBJECT_STORAGE, type ObjectStorage, type StoredObject } from './storage/object-storage';
import { UploadDeletion } from './upload-deletion';
import { Upload } from './upload.entity';
import { uploadNotAnImage, uploadNotFound, uploadNotProcessed } from './uploads.errors';
import { PublicReadChanges } from '../../platform/outbox/public-read-changes';

/**
 * What happens to uploads once stored in the api: used as a profile picture or an article's, served, let go of
 * (and deleted by UploadDeletion).
 */
@Injectable()
export class UploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly publicReads: PublicReadChanges,
    private readonly users: UsersService,
    private readonly deletion: UploadDeletion,
  ) {}

  /**
   * Makes the user's processed profile upload at `objectPath` their picture (its large size becomes
   * `profileImageUrl`), and deletes the files of the picture it replaces. Setting the current one again is
   * no change.
   */
  async setProfilePicture(userId: string, objectPath: string): Promise<User> {
    const id = uploadIdOf(objectPath);
    if (!id) throw uploadNotFound();
    // The picture shows in public lists (article authors, leaderboards), whose cached answers it puts out of date.
    const { user, replaced } = await this.publicReads.write(this.dataSource.manager, ['people'], async (manager) => {
      const upload = usablePicture(await manager.findOne(Upload, { where: { id, userId, kind: 'profile' }, lock: { mode: 'pessimistic_write' } }));
      const detached = await manager
        .createQueryBuilder()
        .update(Upload)
        .set({ attachedAt: null })
        .where(`user_id = :userId AND kind = 'profile' AND id <> :id AND attached_at IS NOT NULL`, { userId, id })
        .returning('id')
        .execute();
      if (!upload.attachedAt) await manager.update(Upload, { id }, { attachedAt: () => 'now()' });
      const user = await this.users.setProfileImage(userId, mediaUrl(upload.keys.large), manager);
      return { user, replaced: (detached.raw as { id: string }[]).map((row) => row.id) };
    });
    if (replaced.length) await this.deletion.release('upload.id IN (:...ids)', { ids: replaced }, `the replaced picture of user ${userId}`);
    return user;
  }

  /**
   * In the caller's transaction (saving an article, a club's crest): the user's processed image upload at
   * `objectPath` is in use from now on, so the sweeper leaves it. The caller keeps one upload to one use (the
   * article table's unique index, one crest to a club).
   */
  async attachMediaPicture(userId: string, objectPath: string, manager: EntityManager): Promise<Upload> {
    const id = uploadIdOf(objectPath);
    if (!id) throw uploadNotFound();
    const upload = usablePicture(await manager.findOne(Upload, { where: { id, userId, kind: 'media' }, lock: { mode: 'pessimistic_write' } }));
    if (!upload.attachedAt) await manager.update(Upload, { id }, { attachedAt: () => 'now()' });
    return upload;
  }

  /**
   * In the caller's transaction (a replaced crest): nothing uses the media picture served at `url` any more, and
   * the sweeper deletes it. An address that is not one of our uploads' is left alone.
   */
  async detachMediaPictureAt(url: string, manager: EntityManager): Promise<void> {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return;
    await manager
      .createQueryBuilder()
      .update(Upload)
      .set({ attachedAt: null })
      .where(`kind = 'media' AND keys->>'large' = :key`, { key: url.slice(MEDIA_URL_PREFIX.length) })
      .execute();
  }

  /** In the caller's transaction: nothing uses the upload any more; the sweeper deletes it. */
  async detach(uploadId: string, manager: EntityManager): Promise<void> {
    await manager.update(Upload, { id: uploadId }, { attachedAt: null });
  }

  /** In the caller's transaction (deleting an account): nothing of the user's uses an upload any more. */
  async detachAllOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.update(Upload, { userId }, { attachedAt: null });
  }

  /** After detachAllOf has committed: deletes every upload of the user, files and rows. */
  async releaseAllOf(userId: string): Promise<void> {
    await this.deletion.release('upload.user_id = :userId', { userId }, `the uploads of user ${userId}`);
  }

  /** A stored variant for GET /media/<key>; null for anything else, an upload as it arrived included. */
  async mediaFile(key: string): Promise<StoredObject | null> {
    return isPublicKey(key) ? this.storage.get(key) : null;
  }
}

/**
 * An upload of the user's made a picture (theirs, or an article's): once processed, and only an image (article media
 * may be a video; a profile upload is always an image).
 */
export function usablePicture(upload: Upload | null): Upload {
  if (!upload) throw uploadNotFound();
  if (upload.status !== 'processed') throw uploadNotProcessed();
  if (!upload.mediaType?.startsWith('image/')) throw uploadNotAnImage();
  return upload;
}
