import { Module } from '@nestjs/common';
import { objectStorageProvider } from './storage/object-storage.provider';
import { UploadsProducer } from './uploads.producer';
import { UploadsService } from './uploads.service';
import { UploadsWorker } from './uploads.worker';

/** The consumer side of the uploads queue, for the worker process. */
@Module({ providers: [objectStorageProvider, UploadsService, UploadsProducer, UploadsWorker] })
export class UploadsWorkerModule {}
