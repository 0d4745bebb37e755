import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IsNull, Repository } from 'typeorm';
import { MAX_UNUSED_UPLOADS, UPLOAD_LIMITS, type UploadedObject, type UploadKind, type UploadTicket } from '@isl/contracts';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { ApiError } from '../../platform/http/api-error';
import { processUploadedFile, readAtMost, uploadTooLarge } from './file-processing';
import { ImageWork } from './image-work';
import { incomingKey, localUploadPath, objectPathOf, uploadIdOf } from './media-keys';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage';
import { toUploadedObject } from './upload.response';
import { Upload } from './upload.entity';
import { uploadAbandoned, uploadNotFound, uploadNotProcessed } from './uploads.errors';

/** How long an upload URL works: long enough for 50 MB over a slow mobile connection. */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;

/**
 * From asking to upload to a processed file: issues upload URLs, bound to the user, the kind and its size
 * limit by the upload's row, then receives the file (PUT to the api, local storage) or fetches it from the
 * bucket (S3, on completion), checks it and stores what the site keeps. A file that is refused leaves
 * nothing behind, its row included, so the URL cannot be used again.
 */
@Injectable()
export class UploadIntakeService {
  private readonly bodyTimeoutSeconds: number;

  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly imageWork: ImageWork,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.bodyTimeoutSeconds = config.uploadBodyTimeoutSeconds;
  }

  async issueTicket(userId: string, kind: UploadKind): Promise<UploadTicket> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + UPLOAD_URL_LIFETIME_SECONDS * 1000);
    // The user's requests take turns at counting and inserting (a lock per user, held to the transaction's end):
    // counted apart, requests at once each saw room for one more.
    await this.uploads.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('uploads of ' || $1))`, [userId]);
      checkUnusedUploads(await manager.countBy(Upload, { userId, attachedAt: IsNull() }));
      await manager.insert(Upload, { id, userId, kind, maxBytes: UPLOAD_LIMITS[kind].maxBytes, expiresAt, status: 'pending', keys: {} });
    });
    const uploadURL = this.storage.presignUpload
      ? await this.storage.presignUpload(incomingKey(id), UPLOAD_URL_LIFETIME_SECONDS)
      : localUploadPath(id);
    return { uploadURL, objectPath: objectPathOf(id), expiresAt: expiresAt.toISOString() };
  }

  /**
   * The local storage's upload URL: reads the request body up to the upload's limit (refusing a declared
   * length over it before reading anything) and within the body timeout, then checks and stores it. Once only,
   * before it expires, and only from the user it was issued to.
   */
  async receive(userId: string, uploadId: string, body: Readable, declaredLength: number | undefined): Promise<UploadedObject> {
    const upload = await this.claim(userId, uploadId, { unexpired: true });
    return this.processOrDiscard(upload, async () => {
      checkDeclaredSize(declaredLength, upload);
      // The request's own stream fails only when its client goes (ECONNRESET): not a service of ours failing.
      return readAtMost(body, upload.maxBytes, upload.kind, this.bodyTimeoutSeconds).catch((error: unknown) => {
        throw error instanceof ApiError ? error : uploadAbandoned();
      });
    });
  }

  /**
   * After the browser's PUT: with S3, fetches the file from the bucket and processes it; with either storage,
   * answers what was stored. Calling it again for a processed upload answers the same.
   */
  async complete(userId: string, objectPath: string): Promise<UploadedObject> {
    const id = uploadIdOf(objectPath);
    const existing = id ? await this.uploads.findOneBy({ id, userId }) : null;
    if (!id || !existing) throw uploadNotFound();
    if (existing.status === 'processed') return toUploadedObject(existing);
    const upload = await this.claim(userId, id, { unexpired: false });
    const arrived = await this.storage.get(incomingKey(id));
    if (!arrived) {
      await this.uploads.update({ id, status: 'receiving' }, { status: 'pending' });
      throw uploadNotProcessed();
    }
    return this.processOrDiscard(upload, async () => {
      try {
        checkDeclaredSize(arrived.size, upload);
        return await readAtMost(arrived.body, upload.maxBytes, upload.kind);
      } finally {
        arrived.body.destroy();
      }
    });
  }

  /** Moves the user's pending upload to `receiving`, so no other request can take it; says why when it cannot. */
  private async claim(userId: string, id: string, { unexpired }: { unexpired: boolean }): Promise<Upload> {
    const query = this.uploads
      .createQueryBuilder()
      .update(Upload)
      .set({ status: 'receiving' })
      .where(`id = :id AND user_id = :userId AND status = 'pending'`, { id, userId });
    if (unexpired) query.andWhere('expires_at > now()');
    if ((await query.execute()).affected === 1) return this.uploads.findOneByOrFail({ id });

    throw whyNotClaimed(await this.uploads.findOneBy({ id, userId }));
  }

  /** Reads, checks and stores the file of a claimed upload; on any failure removes all trace of it. */
  private async processOrDiscard(upload: Upload, read: () => Promise<Buffer>): Promise<UploadedObject> {
    const stored: string[] = [];
    try {
      const { mediaType, variants } = await processUploadedFile(upload.kind, await read(), this.imageWork.inTurn);
      for (const variant of Object.values(variants)) {
        stored.push(variant.key);
        await this.storage.put(variant.key, variant.body, variant.contentType);
      }
      const keys = Object.fromEntries(Object.entries(variants).map(([name, variant]) => [name, variant.key]));
      await this.uploads.update({ id: upload.id }, { status: 'processed', mediaType, keys });
      await this.storage.delete([incomingKey(upload.id)]);
      return toUploadedObject({ ...upload, status: 'processed', mediaType, keys });
    } catch (error) {
      await this.storage.delete([...stored, incomingKey(upload.id)]);
      await this.uploads.delete({ id: upload.id });
      throw error;
    }
  }
}

/** A user may hold MAX_UNUSED_UPLOADS uploads not used yet; asking for another URL then is refused. */
export function checkUnusedUploads(unused: number): void {
  if (unused >= MAX_UNUSED_UPLOADS) {
    throw new ApiError('TOO_MANY_UPLOADS', `You have ${MAX_UNUSED_UPLOADS} uploads not used yet: use them, or wait for them to be deleted a day after uploading.`);
  }
}

/** A file whose size is known (a request's Content-Length, a stored object's) and over the limit is refused unread. */
export function checkDeclaredSize(bytes: number | undefined, upload: Pick<Upload, 'maxBytes' | 'kind'>): void {
  if (bytes !== undefined && bytes > upload.maxBytes) throw uploadTooLarge(upload.kind);
}

/**
 * Why a claim found no pending upload of the user's to take: none of theirs (another user's looks the same), its
 * URL expired unused, another request is receiving its file, or it was used already.
 */
export function whyNotClaimed(upload: Pick<Upload, 'status'> | null): ApiError {
  if (!upload) return uploadNotFound();
  if (upload.status === 'pending') return new ApiError('UPLOAD_URL_EXPIRED', 'This upload URL has expired: ask for a new one.');
  if (upload.status === 'receiving') return uploadNotProcessed();
  return new ApiError('UPLOAD_URL_EXPIRED', 'This upload URL was already used: ask for a new one for another file.');
}
