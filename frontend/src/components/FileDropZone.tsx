import { chakra, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { formatFileSize } from '../lib/uploads/file-size';
import { useLanguage } from '../lib/language-store';

interface FileDropZoneProps {
  /** The file input's accept list (MIME types). */
  accept: string;
  file: File | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
  /** Says what may be chosen (types and size), under the zone. */
  hint: string;
  /** The zone's call to act, when the file is not a picture (a season's fixtures); "drag a picture here" otherwise. */
  label?: string;
}

/**
 * A temporary URL of the picked image for its preview, made when a file is picked (not in an effect) and
 * revoked when another is picked or the zone goes.
 */
function usePreviewUrl(): [string | null, (file: File) => void] {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (current.current ? URL.revokeObjectURL(current.current) : undefined), []);
  const show = (file: File) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show];
}

/**
 * One file, dropped on the zone or chosen through it: the zone is a button that opens the file picker, so a
 * keyboard reaches it with Tab and opens it with Enter or Space. Shows a preview of an image and the file's
 * name and size.
 */
export function FileDropZone({ accept, file, onChoose, disabled = false, hint, label }: FileDropZoneProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [preview, showPreview] = usePreviewUrl();

  const choose = (files: FileList | null) => {
    const first = files?.[0];
    if (!first) return;
    showPreview(first);
    onChoose(first);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files);
  };

  return (
    <Stack gap="2">
      <chakra.button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="2"
        minH="44"
        p="4"
        rounded="lg"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        cursor={disabled ? 'not-allowed' : 'pointer'}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        {preview && file ? (
          <Image src={preview} alt={t('uploads.previewAlt')} maxH="40" maxW="full" rounded="md" objectFit="contain" />
        ) : (
          <LuUpload size="32" aria-hidden />
        )}
        <Text fontWeight="semibold">{label ?? t('uploads.dropOrChoose')}</Text>
      </chakra.button>
      <input ref={input} type="file" accept={accept} hidden data-testid="file-input" onChange={(event) => choose(event.target.files)} />
      <Text id={hintId} textStyle="xs" color="fg.muted">
        {hint}
      </Text>
      {file ? (
        <Text textStyle="sm" truncate>
          <bdi>{file.name}</bdi> · <bdi>{formatFileSize(file.size, language, t)}</bdi>
        </Text>
      ) : null}
    </Stack>
  );
}
