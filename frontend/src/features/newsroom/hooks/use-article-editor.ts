import type { ArticleCategory, ArticleDetailResponse, ArticleRequest, Language } from '@isl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toaster';
import { uploadFailureKey } from '../../../lib/uploads/upload-failure';
import { UploadFailed, uploadFile } from '../../../lib/uploads/upload-file';
import { useSaveArticle } from '../api/save-article';

export interface ArticleDraft {
  title: string;
  content: string;
  excerpt: string;
  category: ArticleCategory;
  language: Language;
  /** A newly picked picture, uploaded on save. */
  image: File | null;
  /** The objectPath of the picture the article already has (editing), null for none. */
  keptImagePath: string | null;
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
    keptImagePath: article?.featuredImagePath ?? null,
    isPublished: false,
    isFeatured: article?.featureRequested ?? false,
  };
}

/** Spec section 5: title and content must not be blank after trimming. */
export const missingRequired = (draft: ArticleDraft) => !draft.title.trim() || !draft.content.trim();

export type SavePhase = 'idle' | 'uploading' | 'saving';

/**
 * Saving a draft: uploads a new picture first (the upload's path becomes featuredImageUrl), then creates or
 * updates the article. Tells the outcome in the spec's toasts; `onSaved` closes and resets the dialog.
 */
export function useArticleEditor(articleId: number | null, onSaved: () => void) {
  const { t } = useTranslation();
  const save = useSaveArticle();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const failedKey = articleId === null ? 'editor.createFailed' : 'editor.saveFailed';

  const submit = async (draft: ArticleDraft): Promise<void> => {
    if (missingRequired(draft)) {
      notify({ type: 'error', title: t('editor.validationTitle'), description: t('editor.validationText') });
      return;
    }
    let imagePath = draft.keptImagePath;
    if (draft.image) {
      setProgress(0);
      setUploading(true);
      try {
        imagePath = (await uploadFile('media', draft.image, setProgress)).objectPath;
      } catch (error) {
        if (error instanceof UploadFailed) notify({ type: 'error', title: t('uploads.toasts.errorTitle'), description: t(uploadFailureKey(error)) });
        return;
      } finally {
        setUploading(false);
      }
    }
    const article: ArticleRequest = {
      title: draft.title.trim(),
      content: draft.content,
      excerpt: draft.excerpt.trim() || null,
      category: draft.category,
      language: draft.language,
      isPublished: draft.isPublished,
      isFeatured: draft.isFeatured,
      featuredImageUrl: imagePath,
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
  return { phase, progress, submit: (draft: ArticleDraft) => void submit(draft) };
}
