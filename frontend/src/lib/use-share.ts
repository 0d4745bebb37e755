import { LANGUAGE_QUERY_PARAM, type Language } from '@isl/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ltr } from './bidi';
import { useLanguage } from './language-store';
import { notify } from './toaster';

/** What a fan shares: a page of this site, its title, and a message to go with it where there is one. */
export interface ShareContent {
  title: string;
  text?: string;
  /** The page's path on this site (`/matches/12`). */
  path: string;
}

/** The whole address of a page of this site, naming `language` (the api serves and previews it in that one). */
export function shareUrl(path: string, language: Language): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url.href;
}

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a page: through the phone's own share sheet where the browser has one (the Web Share API), else by
 * copying its link, with a toast saying so.
 */
export function useShare(): (content: ShareContent) => Promise<void> {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    async ({ title, text, path }: ShareContent) => {
      const url = shareUrl(path, language);
      const data: ShareData = text === undefined ? { title, url } : { title, text, url };
      if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // The fan closing the sheet is no failure; any other refusal (no app to share to) falls back to copying.
          if (isCancelled(error)) return;
        }
      }
      // An insecure (http) page has no clipboard at all: the link goes in the toast, to be copied by hand.
      if (!navigator.clipboard) {
        notify({ type: 'error', title: t('share.noClipboard'), description: ltr(url) });
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        notify({ type: 'success', title: t('share.copied') });
      } catch {
        notify({ type: 'error', title: t('share.copyFailed'), description: ltr(url) });
      }
    },
    [t, language],
  );
}
