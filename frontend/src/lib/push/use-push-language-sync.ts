import { useEffect, useRef } from 'react';
import { useLanguage } from '../language-store';

/**
 * Mounted once in the app shell: after a language switch, this browser's pushes come in the new language. The push
 * client is fetched then, and only for a signed-in fan who has allowed notifications: no first paint needs it.
 */
export function usePushLanguageSync(signedIn: boolean): void {
  const language = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (!signedIn || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void import('./push-client')
      .then(({ isPushSupported, updatePushLanguage }) => (isPushSupported() ? updatePushLanguage(language) : undefined))
      .catch(() => undefined);
  }, [language, signedIn]);
}
