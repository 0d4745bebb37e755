import { useEffect, useRef } from 'react';
import { useLanguage } from '../language-store';
import { isPushSupported, updatePushLanguage } from './push-client';

/** Mounted once in the app shell: after a language switch, this browser's pushes come in the new language. */
export function usePushLanguageSync(signedIn: boolean): void {
  const language = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (signedIn && isPushSupported() && Notification.permission === 'granted') void updatePushLanguage(language).catch(() => undefined);
  }, [language, signedIn]);
}
