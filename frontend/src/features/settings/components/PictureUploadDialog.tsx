import { PROFILE_PICTURE_MAX_BYTES } from '@isl/contracts';
import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera } from 'react-icons/lu';
import { FileDropZone } from '../../../components/FileDropZone';
import { ModalDialog } from '../../../components/ModalDialog';
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
  const percent = Math.round(progress * 100);

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
        {problem ? (
          <Text color="fg.error" textStyle="sm" role="alert">
            {t(`uploads.problems.${problem}`, { size: maxSize })}
          </Text>
        ) : null}
        {phase === 'uploading' ? (
          // The translated value text is also the bar's accessible name (Ark's default would be a bare "40%").
          <Progress.Root value={percent} colorPalette="brand" size="sm" translations={{ value: (details) => t('uploads.progress', { percent: details.percent }) }}>
            <Progress.ValueText textStyle="xs" />
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
      </Stack>
    </ModalDialog>
  );
}
