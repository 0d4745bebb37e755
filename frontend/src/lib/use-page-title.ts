import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser's tab after the screen: `page`, then the league's name ("Matches · Iraq Stars League"), in
 * the reader's language, following a switch of language. One component of each screen calls it.
 */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const site = t('app.leagueName');
  const title = `${page} · ${site}`;
  useEffect(() => {
    document.title = title;
    // Until the next screen names itself (its code or data still loading), the tab says the league's name.
    return () => {
      document.title = site;
    };
  }, [title, site]);
}
