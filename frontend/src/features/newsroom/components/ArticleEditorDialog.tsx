import { ARTICLE_CATEGORIES, ARTICLE_LIMITS, ARTICLE_LANGUAGES, MEDIA_UPLOAD_MAX_BYTES, type ArticleDetailResponse } from '@isl/contracts';
import { Button, Field, HStack, Image, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/FileDropZone';
import { ModalDialog } from '../../../components/ModalDialog';
import { UploadStatus } from '../../../components/UploadStatus';
import { formatFileSize } from '../../../lib/uploads/file-size';
import { useLanguage } from '../../../lib/language-store';
import { languageOption } from '../../../lib/languages';
import { MEDIA_PICTURE_TYPES, pictureProblem } from '../../../lib/uploads/upload-file';
import { initialDraft, missingRequired, useArticleEditor, type ArticleDraft } from '../hooks/use-article-editor';

interface ArticleEditorDialogProps {
  /** The button that opens it. */
  trigger: ReactElement;
  /** Editing: the author's draft or rejected article (with its Markdown); absent: a new article. */
  article?: ArticleDetailResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Create New Article" (and the same form to edit one): title, Markdown content, excerpt, category, language,
 * an optional picture (uploaded as it is picked, with a preview), and the switches "Submit for review" and
 * "Request featured". Closes and starts afresh after a save.
 */
export function ArticleEditorDialog({ trigger, article, open, onOpenChange }: ArticleEditorDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<ArticleDraft>(() => initialDraft(language, article));
  const [triedToSave, setTriedToSave] = useState(false);
  const reset = () => {
    setDraft(initialDraft(language, article));
    setTriedToSave(false);
  };
  const close = () => {
    onOpenChange(false);
    reset();
  };
  const editor = useArticleEditor(article?.id ?? null, close);
  const busy = editor.phase !== 'idle';
  const problem = draft.image ? pictureProblem(draft.image) : null;
  const maxSize = formatFileSize(MEDIA_UPLOAD_MAX_BYTES, language, t);
  const blank = triedToSave && missingRequired(draft);
  const change = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  // A picture that fits is uploaded as soon as it is picked; one that failed leaves the form without it.
  const chooseImage = (image: File) => {
    change('image', image);
    if (pictureProblem(image)) return;
    editor.uploadImage(image, {
      onUploaded: (objectPath) => change('imagePath', objectPath),
      onFailed: () => change('image', null),
      retry: () => chooseImage(image),
    });
  };

  return (
    <ModalDialog
      title={t(article ? 'editor.editTitle' : 'editor.createTitle')}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      busy={busy}
      action={
        <Button
          colorPalette="brand"
          disabled={Boolean(problem)}
          loading={busy}
          loadingText={t(editor.phase === 'uploading' ? 'editor.uploading' : article ? 'editor.saving' : 'editor.creating')}
          onClick={() => {
            setTriedToSave(true);
            editor.submit(draft);
          }}
        >
          {t(article ? 'editor.save' : 'editor.create')}
        </Button>
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={blank && !draft.title.trim()}>
          <Field.Label>
            {t('editor.title')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={draft.title} maxLength={ARTICLE_LIMITS.title.max} onChange={(event) => change('title', event.target.value)} disabled={busy} />
          <Field.ErrorText>{t('editor.validationText')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={blank && !draft.content.trim()}>
          <Field.Label>
            {t('editor.content')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={draft.content} maxLength={ARTICLE_LIMITS.content.max} minH="48" onChange={(event) => change('content', event.target.value)} disabled={busy} />
          <Field.HelperText>{t('editor.contentHint')}</Field.HelperText>
          <Field.ErrorText>{t('editor.validationText')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('editor.excerpt')}</Field.Label>
          <Textarea value={draft.excerpt} maxLength={ARTICLE_LIMITS.excerpt.max} rows={2} onChange={(event) => change('excerpt', event.target.value)} disabled={busy} />
          <Field.HelperText>{t('editor.excerptHint')}</Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('editor.category')}</Field.Label>
            <NativeSelect.Root disabled={busy}>
              <NativeSelect.Field value={draft.category} onChange={(event) => change('category', event.target.value as ArticleDraft['category'])}>
                {ARTICLE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`articles.categories.${category}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('editor.language')}</Field.Label>
            <NativeSelect.Root disabled={busy}>
              <NativeSelect.Field value={draft.language} onChange={(event) => change('language', event.target.value as ArticleDraft['language'])}>
                {ARTICLE_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageOption(code).name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            {t('editor.image')}
          </Text>
          {draft.imagePath && article && !draft.image ? (
            <HStack gap="3">
              <Image src={article.thumbnailUrl} alt={t('editor.currentImage')} h="16" aspectRatio={16 / 9} objectFit="cover" rounded="md" />
              <Button size="xs" variant="outline" onClick={() => change('imagePath', null)} disabled={busy}>
                {t('editor.removeImage')}
              </Button>
            </HStack>
          ) : null}
          <FileDropZone accept={MEDIA_PICTURE_TYPES.join(',')} file={draft.image} onChoose={chooseImage} disabled={busy} hint={t('editor.imageHint', { size: maxSize })} />
          <UploadStatus problem={problem} maxSize={maxSize} progress={editor.phase === 'uploading' ? editor.progress : null} />
        </Stack>
        <EditorSwitch label={t('editor.submitForReview')} hint={t('editor.submitForReviewHint')} checked={draft.isPublished} onChange={(on) => change('isPublished', on)} disabled={busy} />
        <EditorSwitch label={t('editor.requestFeatured')} hint={t('editor.requestFeaturedHint')} checked={draft.isFeatured} onChange={(on) => change('isFeatured', on)} disabled={busy} />
      </Stack>
    </ModalDialog>
  );
}

function EditorSwitch({ label, hint, checked, onChange, disabled }: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void; disabled: boolean }) {
  return (
    <Stack gap="0.5">
      <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} disabled={disabled} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Text textStyle="xs" color="fg.muted" ps="11">
        {hint}
      </Text>
    </Stack>
  );
}
