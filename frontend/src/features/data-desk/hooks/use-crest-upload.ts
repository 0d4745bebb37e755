import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toaster';
import { uploadFailureKey } from '../../../lib/uploads/upload-failure';
import { UploadFailed, uploadFile } from '../../../lib/uploads/upload-file';
import { refreshAfterDeskChange } from '../api/desk-keys';
import { setClubCrest } from '../api/set-club-crest';

export type CrestPhase = 'idle' | 'uploading' | 'saving';

/**
 * A club's new crest: the picture goes through the site's upload pipeline (sign, PUT, the server's check of the
 * file), then becomes the club's crest. Each failure is told in a toast: the upload's own texts, or the server's
 * reason the crest was refused.
 */
export function useCrestUpload(clubId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [phase, setPhase] = useState<CrestPhase>('idle');
  const [progress, setProgress] = useState(0);

  const upload = async (file: File) => {
    setProgress(0);
    setPhase('uploading');
    try {
      const { objectPath } = await uploadFile('media', file, setProgress);
      setPhase('saving');
      await setClubCrest(clubId, objectPath);
      await refreshAfterDeskChange(client);
      notify({ type: 'success', title: t('desk.clubs.crestSaved') });
    } catch (error) {
      if (error instanceof UploadFailed) notify({ type: 'error', title: t('uploads.toasts.errorTitle'), description: t(uploadFailureKey(error)) });
      else if (!isUnauthorizedError(error)) notify({ type: 'error', title: t('desk.clubs.crestFailed'), description: t(apiErrorKeys(error)) });
    } finally {
      setPhase('idle');
    }
  };

  return { phase, progress, upload: (file: File) => void upload(file) };
}
