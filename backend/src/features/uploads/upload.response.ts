import type { UploadedObject } from '@isl/contracts';
import { mediaUrl, objectPathOf } from './media-keys';
import type { Upload } from './upload.entity';

/** A processed upload as the upload calls answer it: its largest and smallest stored sizes. */
export function toUploadedObject(upload: Upload): UploadedObject {
  return {
    objectPath: objectPathOf(upload.id),
    mediaType: upload.mediaType ?? 'application/octet-stream',
    url: mediaUrl(upload.keys.large),
    thumbnailUrl: upload.keys.small ? mediaUrl(upload.keys.small) : null,
  };
}
