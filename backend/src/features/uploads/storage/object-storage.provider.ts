import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { LocalDiskStorage } from './local-disk-storage';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/** The configured storage, for the api and the worker alike: the S3 bucket when S3_* is set, else UPLOADS_DIR. */
export const objectStorageProvider: Provider = {
  provide: OBJECT_STORAGE,
  useFactory: (config: AppConfig): ObjectStorage => (config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadsDir)),
  inject: [APP_CONFIG],
};
