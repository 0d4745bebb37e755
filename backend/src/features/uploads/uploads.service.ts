import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { User } from '../../identity/users/user.entity';
import { incomingKey, isPublicKey, mediaUrl, uploadIdOf } from './media-keys';
import { OBJECT_STORAGE, type ObjectStorage, type StoredObject } from './storage/object-storage';
import { Upload } from './upload.entity';
import { uploadNotAnImage, uploadNotFound, uploadNotProcessed } from './uploads.errors';
import { PublicReadChanges } from '../../platform/outbox/public-read-changes';

const HOUR_MS = 60 * 60 * 1000;
/** A processed upload nothing has used for this long is deleted. */
export const UNREFERENCED_TTL_MS = 24 * HOUR_MS;
/** An upload whose URL expired this long ago without the file being processed is abandoned. */
export const ABANDONED_AFTER_EXPIRY_MS = HOUR_MS;
/** Uploads deleted per transaction: their rows stay locked while their files are deleted. */
const DELETE_BATCH = 100;

/**
 * What happens to uploads once stored: used as a profile picture, served, let go of, swept. Uploads are
 * deleted in one way only (deleteUnattached): locked, files first, then rows, so a retry after a failure
 * finishes the job, and an upload being attached at that moment is never half-deleted.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly publicReads: PublicReadChanges,
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
      const upload = await manager.findOne(Upload, { where: { id, userId, kind: 'profile' }, lock: { mode: 'pessimistic_write' } });
      if (!upload) throw uploadNotFound();
      if (upload.status !== 'processed') throw uploadNotProcessed();
      const detached = await manager
        .createQueryBuilder()
        .update(Upload)
        .set({ attachedAt: null })
        .where(`user_id = :userId AND kind = 'profile' AND id <> :id AND attached_at IS NOT NULL`, { userId, id })
        .returning('id')
        .execute();
      if (!upload.attachedAt) await manager.update(Upload, { id }, { attachedAt: () => 'now()' });
      await manager.update(User, { id: userId }, { profileImageUrl: mediaUrl(upload.keys.large) });
      return { user: await manager.findOneByOrFail(User, { id: userId }), replaced: (detached.raw as { id: string }[]).map((row) => row.id) };
    });
    if (replaced.length) await this.release('upload.id IN (:...ids)', { ids: replaced }, `the replaced picture of user ${userId}`);
    return user;
  }

  /**
   * In the caller's transaction (saving an article): the user's processed image upload at `objectPath` is in
   * use from now on, so the sweeper leaves it. The article table's unique index keeps one upload to one
   * article.
   */
  async attachArticlePicture(userId: string, objectPath: string, manager: EntityManager): Promise<Upload> {
    const id = uploadIdOf(objectPath);
    if (!id) throw uploadNotFound();
    const upload = await manager.findOne(Upload, { where: { id, userId, kind: 'media' }, lock: { mode: 'pessimistic_write' } });
    if (!upload) throw uploadNotFound();
    if (upload.status !== 'processed') throw uploadNotProcessed();
    if (!upload.mediaType?.startsWith('image/')) throw uploadNotAnImage();
    if (!upload.attachedAt) await manager.update(Upload, { id }, { attachedAt: () => 'now()' });
    return upload;
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
    await this.release('upload.user_id = :userId', { userId }, `the uploads of user ${userId}`);
  }

  /**
   * The sweeper's job: deletes processed uploads nothing has used for 24 hours, and uploads whose URL
   * expired an hour ago without a file being processed (with anything that arrived for them, or a receipt
   * that a crash cut short).
   */
  async sweepUnreferenced(now = new Date()): Promise<{ deleted: number }> {
    const deleted = await this.deleteUnattached(
      `(upload.status = 'processed' AND upload.created_at < :unreferencedSince) OR (upload.status <> 'processed' AND upload.expires_at < :abandonedSince)`,
      {
        unreferencedSince: new Date(now.getTime() - UNREFERENCED_TTL_MS),
        abandonedSince: new Date(now.getTime() - ABANDONED_AFTER_EXPIRY_MS),
      },
    );
    if (deleted > 0) this.logger.log(`deleted ${deleted} unused uploads`);
    return { deleted };
  }

  /** A stored variant for GET /media/<key>; null for anything else, an upload as it arrived included. */
  async mediaFile(key: string): Promise<StoredObject | null> {
    return isPublicKey(key) ? this.storage.get(key) : null;
  }

  /**
   * Deletes what nothing uses any more, now. A failure is logged, not thrown: what is left is unattached,
   * and the sweeper deletes it later.
   */
  private async release(where: string, parameters: Record<string, unknown>, what: string): Promise<void> {
    await this.deleteUnattached(where, parameters).catch((error: unknown) => {
      this.logger.warn(`could not delete ${what} now (the sweeper will): ${String(error)}`);
    });
  }

  /** Deletes unattached uploads matching `where`, in batches; answers how many. */
  private async deleteUnattached(where: string, parameters: Record<string, unknown>): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        // Skips rows someone holds, such as an upload being made a profile picture right now.
        const uploads = await manager
          .createQueryBuilder(Upload, 'upload')
          .where('upload.attached_at IS NULL')
          .andWhere(`(${where})`, parameters)
          .orderBy('upload.created_at')
          .limit(DELETE_BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        if (!uploads.length) return 0;
        // The incoming key too: a presigned URL used again after processing can leave a file there.
        await this.storage.delete(uploads.flatMap((upload) => [...Object.values(upload.keys), incomingKey(upload.id)]));
        await manager.delete(Upload, uploads.map((upload) => upload.id));
        return uploads.length;
      });
      deleted += batch;
      if (batch < DELETE_BATCH) return deleted;
    }
  }
}
