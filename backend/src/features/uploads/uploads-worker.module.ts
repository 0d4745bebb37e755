import { Module } from '@nestjs/common';
import { objectStorageProvider } from './storage/object-storage.provider';
import { UploadDeletion } from './upload-deletion';
import { UploadJobs } from './upload-jobs';

/** Uploads in the worker: the sweep of uploads nothing uses. */
@Module({ providers: [objectStorageProvider, UploadDeletion, UploadJobs], exports: [UploadJobs] })
export class UploadsWorkerModule {}
