import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { notify } from '../../../lib/toaster';
import { uploadFailureKey } from '../../../lib/uploads/upload-failure';
import { UploadFailed, uploadFile } from '../../../lib/uploads/upload-file';
import { updateProfilePicture } from '../api/update-profile-picture';

/** Spec section 4: idle, uploading ("Uploading..."), updating ("Updating profile..."), idle again. */
export type PicturePhase = 'idle' | 'uploading' | 'updating';

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
