/**
 * Uploads: the api's and the worker's modules, the routes outside Nest (the media files, the upload body), the
 * service other features attach files with, the turns image work takes, and the addresses of uploads. The entity
 * is in entities.ts.
 */
export { isLocalUploadPath, mediaUrl, OBJECT_PATH, objectPathOf } from './media-keys';
export { registerMediaRoute } from './media.route';
export { acceptFileUploads, isUploadPut } from './upload-body';
export { ImageWork } from './image-work';
export { UploadJobs } from './upload-jobs';
export { UploadsWorkerModule } from './uploads-worker.module';
export { UploadsModule } from './uploads.module';
export { IsObjectPath } from './uploads.dto';
export { UploadsService } from './uploads.service';
export { UPLOAD_FILES_SQL } from './uploads.sql';
