import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { notify } from '../../../lib/toaster';
import { UploadFailed, uploadFile, type UploadStage } from '../../../lib/uploads/upload-file';
import { updateProfilePicture } from '../api/update-profile-picture';

/** Spec section 4: idle, uploading ("Uploading..."), updating ("Updating profile..."), idle again. */
export type PicturePhase = 'idle' | 'uploading' | 'updating';

/** Server answers that say more than the spec's generic upload toast: what is wrong with the file. */
const FILE_PROBLEM_CODES = new Set(['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_UNREADABLE', 'TOO_MANY_UPLOADS', 'UPLOAD_URL_EXPIRED']);

const STAGE_TEXT: Record<UploadStage, string> = {
  prepare: 'uploads.toasts.prepareFailed',
  send: 'uploads.toasts.processFailed',
  process: 'uploads.toasts.processFailed',
};

/** The toast text for a failed upload: the server's reason when it is about the file, else the spec's line for the stage. */
function uploadFailureKey(failure: UploadFailed): string {
  const { cause } = failure;
  if (cause instanceof ApiError && cause.code && FILE_PROBLEM_CODES.has(cause.code)) return `errors.api.${cause.code}`;
  // The file never reached the storage, so the spec's "Upload completed but..." would not be true.
  if (failure.stage === 'send' && cause instanceof TypeError) return 'errors.network';
  return STAGE_TEXT[failure.stage];
}

/**
 * Uploads a picked picture (sign, PUT, complete) and makes it the profile picture; the answer replaces the
 * current user, so the header's avatar changes without a reload. Failures are the spec's toasts, with the
 * server's reason when it names one about the file.
 */
export function usePictureUpload(onUpdated: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PicturePhase>('idle');
  const [progress, setProgress] = useState(0);

  const upload = async (file: File) => {
    setProgress(0);
    setPhase('uploading');
    try {
      const stored = await uploadFile('profile', file, setProgress);
      setPhase('updating');
      const user = await updateProfilePicture(stored.objectPath).catch(() => {
        throw new Error('profile update failed');
      });
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      notify({ type: 'success', title: t('settings.picture.updated.title'), description: t('settings.picture.updated.description') });
      onUpdated();
    } catch (error) {
      if (error instanceof UploadFailed) {
        notify({ type: 'error', title: t('uploads.toasts.errorTitle'), description: t(uploadFailureKey(error)) });
      } else {
        notify({ type: 'error', title: t('settings.picture.updateFailed.title'), description: t('settings.picture.updateFailed.description') });
      }
    } finally {
      setPhase('idle');
    }
  };

  return { phase, progress, upload };
}
