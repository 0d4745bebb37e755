import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { incomingKey } from './media-keys';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage';
import { Upload } from './upload.entity';

const HOUR_MS = 60 * 60 * 1000;
/** A processed upload nothing has used for this long is deleted. */
export const UNREFERENCED_TTL_MS = 24 * HOUR_MS;
/** An upload whose URL expired this long ago without the file being processed is abandoned. */
export const ABANDONED_AFTER_EXPIRY_MS = HOUR_MS;
/** Uploads deleted per transaction: their rows stay locked while their files are deleted. */
const DELETE_BATCH = 100;

/**
 * The sweep's cut-offs at `now`: processed uploads made before `unreferencedSince`, and uploads whose URL expired
 * before `abandonedSince` without a file processed, are deleted if nothing uses them.
 */
export function sweepCutoffs(now: Date): { unreferencedSince: Date; abandonedSince: Date } {
  return { unreferencedSince: new Date(now.getTime() - UNREFERENCED_TTL_MS), abandonedSince: new Date(now.getTime() - ABANDONED_AFTER_EXPIRY_MS) };
}

/**
 * How uploads are deleted, in the api (what an account or a new picture let go of) and the worker (the sweep).
 * One way only (deleteUnattached): locked, files first, then rows, so a retry after a failure finishes the job,
 * and an upload being attached at that moment is never half-deleted.
 */
@Injectable()
export class UploadDeletion {
  private readonly logger = new Logger(UploadDeletion.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /**
   * The sweeper's job: deletes processed uploads nothing has used for 24 hours, and uploads whose URL
   * expired an hour ago without a file being processed (with anything that arrived for them, or a receipt
   * that a crash cut short).
   */
  async sweepUnreferenced(now = new Date()): Promise<{ deleted: number }> {
    const deleted = await this.deleteUnattached(
      `(upload.status = 'processed' AND upload.created_at < :unreferencedSince) OR (upload.status <> 'processed' AND upload.expires_at < :abandonedSince)`,
      sweepCutoffs(now),
    );
    if (deleted > 0) this.logger.log(`deleted ${deleted} unused uploads`);
    return { deleted };
  }

  /**
   * Deletes what nothing uses any more, now. A failure is logged, not thrown: what is left is unattached,
   * and the sweeper deletes it later.
   */
  async release(where: string, parameters: Record<string, unknown>, what: string): Promise<void> {
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
