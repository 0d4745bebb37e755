import type { AccountLanguageRequest } from '@isl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendJson } from './api-client';
import { currentUserQueryOptions, useCurrentUser } from './current-user';
import { useLanguage } from './language-store';

/**
 * Mounted once in the app shell: the account's language, which its e-mails are written in, follows the language
 * the fan reads the site in, once signed in or signed up and after every switch. Only a difference costs a request.
 */
export function useAccountLanguageSync(): void {
  const language = useLanguage();
  const accountLanguage = useCurrentUser().user?.language;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountLanguage || accountLanguage === language) return;
    const request: AccountLanguageRequest = { language };
    sendJson('PUT', '/api/auth/user/language', request).then(
      () => queryClient.setQueryData(currentUserQueryOptions().queryKey, (user) => user && { ...user, language }),
      // Tried again at the next visit or switch: until then, mails come in the former language.
      () => undefined,
    );
  }, [accountLanguage, language, queryClient]);
}
