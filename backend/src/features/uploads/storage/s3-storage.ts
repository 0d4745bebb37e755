import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../../platform/config/config';
import { contentTypeOf } from '../media-keys';
import type { ObjectStorage, StoredObject } from './object-storage';

/** S3's DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Objects in an S3-compatible bucket (MinIO, AWS S3, Cloudflare R2). Browsers PUT uploads straight to the
 * bucket with presigned URLs, made for the public endpoint (what a browser can reach), while the api talks
 * to the internal one.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly publicClient: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    const options = (endpoint: string) => ({
      endpoint,
      region: config.region,
      forcePathStyle: true,
      // By default the SDK puts a checksum in every PutObject, a presigned URL included: there it is the checksum of
      // no body at all, and servers that check it refuse the browser's file (SeaweedFS in docker-compose, Cloudflare
      // R2; seaweedfs/seaweedfs#10216).
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
    this.client = new S3Client(options(config.endpoint));
    this.publicClient = new S3Client(options(config.publicEndpoint));
    this.bucket = config.bucket;
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: object.Body as Readable, contentType: contentTypeOf(key), size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  presignUpload(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.publicClient, new PutObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: expiresInSeconds });
  }
}
