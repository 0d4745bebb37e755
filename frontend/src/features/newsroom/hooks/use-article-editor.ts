import type { ArticleCategory, ArticleDetailResponse, ArticleRequest, Language } from '@isl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toaster';
import { canRetryUpload, uploadFailureKey } from '../../../lib/uploads/upload-failure';
import { UploadFailed, uploadFile } from '../../../lib/uploads/upload-file';
import { useSaveArticle } from '../api/save-article';

export interface ArticleDraft {
  title: string;
  content: string;
  excerpt: string;
  category: ArticleCategory;
  language: Language;
  /** A newly picked picture, shown as its preview (uploaded as soon as it is picked). */
  image: File | null;
  /** The objectPath of the article's picture: the one it has (editing) or the one just uploaded; null for none. */
  imagePath: string | null;
  isPublished: boolean;
  isFeatured: boolean;
}

/** A new article starts in the reader's language, category news (spec: the default), no switches on. */
export function initialDraft(language: Language, article?: ArticleDetailResponse): ArticleDraft {
  return {
    title: article?.title ?? '',
    content: article?.content ?? '',
    excerpt: article?.excerpt ?? '',
    category: article?.category ?? 'news',
    language: article?.language ?? language,
    image: null,
    imagePath: article?.featuredImagePath ?? null,
    isPublished: false,
    isFeatured: article?.featureRequested ?? false,
  };
}

/** Spec section 5: title and content must not be blank after trimming. */
export const missingRequired = (draft: ArticleDraft) => !draft.title.trim() || !draft.content.trim();

export type SavePhase = 'idle' | 'uploading' | 'saving';

/** What becomes of a picked picture's upload. */
export interface ImageUploadHandlers {
  onUploaded: (objectPath: string) => void;
  onFailed: () => void;
  /** Picks the same file again: the failure toast's Retry. */
  retry: () => void;
}

/**
 * The editor's two jobs. A picked picture is uploaded at once, as the spec's media upload is, with its toasts
 * ("Upload Successful", or "Upload Error" with Retry when trying again may help). Saving creates or updates the
 * article with the uploaded picture's path as featuredImageUrl, tells the outcome in the spec's toasts, and
 * `onSaved` closes and resets the dialog.
 */
export function useArticleEditor(articleId: number | null, onSaved: () => void) {
  const { t } = useTranslation();
  const save = useSaveArticle();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const failedKey = articleId === null ? 'editor.createFailed' : 'editor.saveFailed';

  const uploadImage = async (image: File, { onUploaded, onFailed, retry }: ImageUploadHandlers): Promise<void> => {
    setProgress(0);
    setUploading(true);
    // The form is free again when the toast tells the outcome.
    const uploaded = await uploadFile('media', image, setProgress).then(
      ({ objectPath }) => ({ objectPath }),
      (error: unknown) => ({ error }),
    );
    setUploading(false);
    if ('objectPath' in uploaded) {
      onUploaded(uploaded.objectPath);
      notify({ type: 'success', title: t('uploads.toasts.successTitle'), description: t('uploads.toasts.success') });
      return;
    }
    onFailed();
    if (uploaded.error instanceof UploadFailed) {
      const action = canRetryUpload(uploaded.error) ? { label: t('errors.retry'), onClick: retry } : undefined;
      notify({ type: 'error', title: t('uploads.toasts.errorTitle'), description: t(uploadFailureKey(uploaded.error)), action });
    }
  };

  const submit = (draft: ArticleDraft): void => {
    if (missingRequired(draft)) {
      notify({ type: 'error', title: t('editor.validationTitle'), description: t('editor.validationText') });
      return;
    }
    const article: ArticleRequest = {
      title: draft.title.trim(),
      content: draft.content,
      excerpt: draft.excerpt.trim() || null,
      category: draft.category,
      language: draft.language,
      isPublished: draft.isPublished,
      isFeatured: draft.isFeatured,
      featuredImageUrl: draft.imagePath,
    };
    save.mutate(
      { id: articleId, article },
      {
        onSuccess: () => {
          const done = articleId === null ? (draft.isPublished ? 'editor.createdForReview' : 'editor.created') : draft.isPublished ? 'editor.savedForReview' : 'editor.saved';
          notify({ type: 'success', title: t('editor.successTitle'), description: t(done) });
          onSaved();
        },
        onError: (error) => {
          // A lost session has its own toast and sign-in redirect (the query client's 401 rule).
          if (isUnauthorizedError(error)) return;
          notify({ type: 'error', title: t('editor.errorTitle'), description: t(apiErrorKeys(error, undefined, failedKey)) });
        },
      },
    );
  };

  const phase: SavePhase = uploading ? 'uploading' : save.isPending ? 'saving' : 'idle';
  return { phase, progress, submit, uploadImage: (image: File, handlers: ImageUploadHandlers) => void uploadImage(image, handlers) };
}
