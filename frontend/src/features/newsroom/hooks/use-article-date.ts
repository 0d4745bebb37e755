import type { ArticleResponse } from '@isl/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language-store';
import { useNow } from '../../../lib/use-now';
import { relativeDate } from '../lib/relative-date';

const MINUTE_MS = 60_000;

/** Formats moments as "Just now", "3 hours ago"..., in the reader's language, kept current while the page stays open. */
export function useRelativeDate(): (iso: string) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(MINUTE_MS);
  return (iso) => relativeDate(iso, now, language, t);
}

/**
 * An article's date label: relative to its publication, else its status (spec section 4: "Draft" when it is
 * not published; once submitted it is pending review, and saying "Draft" beside that would contradict it).
 */
export function useArticleDate(article: Pick<ArticleResponse, 'publishedAt' | 'status'>): string {
  const { t } = useTranslation();
  const relative = useRelativeDate();
  return article.publishedAt ? relative(article.publishedAt) : t(`articles.status.${article.status}`);
}
