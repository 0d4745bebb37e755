import { PROFILE_PICTURE_MAX_BYTES } from '@isl/contracts';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera } from 'react-icons/lu';
import { FileDropZone } from '../../../components/FileDropZone';
import { ModalDialog } from '../../../components/ModalDialog';
import { UploadStatus } from '../../../components/UploadStatus';
import { formatFileSize } from '../../../lib/uploads/file-size';
import { useLanguage } from '../../../lib/language-store';
import { acceptedTypes, fileProblem } from '../../../lib/uploads/upload-file';
import { usePictureUpload } from '../hooks/use-picture-upload';

/**
 * The upload widget (spec: a modal dialog opened by a button): pick or drop one image, see it, upload it with
 * a progress bar, then it becomes the profile picture. Focus moves into the dialog and back to the button.
 */
export function PictureUploadDialog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? fileProblem(file, 'profile') : null;
  const { phase, progress, upload } = usePictureUpload(() => setOpen(false));
  const busy = phase !== 'idle';
  const maxSize = formatFileSize(PROFILE_PICTURE_MAX_BYTES, language, t);

  return (
    <ModalDialog
      title={t('settings.picture.dialogTitle')}
      trigger={
        <Button size="sm" variant="outline">
          <LuCamera aria-hidden /> {t('settings.picture.change')}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFile(null);
      }}
      busy={busy}
      action={
        <Button colorPalette="brand" disabled={!file || Boolean(problem) || busy} loading={busy} loadingText={t(`settings.picture.${phase}`)} onClick={() => file && void upload(file)}>
          {t('settings.picture.upload')}
        </Button>
      }
    >
      <Stack gap="4">
        <FileDropZone accept={acceptedTypes('profile')} file={file} onChoose={setFile} disabled={busy} hint={t('settings.picture.hint', { size: maxSize })} />
        <UploadStatus problem={problem} maxSize={maxSize} progress={phase === 'uploading' ? progress : null} />
      </Stack>
    </ModalDialog>
  );
}
