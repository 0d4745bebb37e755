import { Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface UploadStatusProps {
  /** Why the chosen file cannot be uploaded (a key of `uploads.problems`), if it cannot. */
  problem: string | null;
  /** The largest file allowed, as the reader writes sizes. */
  maxSize: string;
  /** How far the upload is, from 0 to 1; null when none is under way. */
  progress: number | null;
}

/** Under a file drop zone: why the file is refused, or how far its upload has gone. */
export function UploadStatus({ problem, maxSize, progress }: UploadStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {problem ? (
        <Text color="fg.error" textStyle="sm" role="alert">
          {t(`uploads.problems.${problem}`, { size: maxSize })}
        </Text>
      ) : null}
      {progress !== null ? (
        // The translated value text is also the bar's accessible name (Ark's default would be a bare "40%").
        <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" size="sm" translations={{ value: (details) => t('uploads.progress', { percent: details.percent }) }}>
          <Progress.ValueText textStyle="xs" />
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </>
  );
}
