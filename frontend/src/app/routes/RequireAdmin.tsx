import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuShieldAlert } from 'react-icons/lu';
import { MessagePage } from '../../components/MessagePage';
import { RequireSignIn } from '../../components/RequireSignIn';
import { usePageTitle } from '../../lib/use-page-title';

/** A signed-in user without the role: the spec's "unauthorized" line under a 403 heading. */
function Forbidden() {
  const { t } = useTranslation();
  usePageTitle(t('forbidden.title'));
  return <MessagePage icon={<LuShieldAlert />} iconColor="fg.error" title={t('forbidden.title')} text={t('errors.api.FORBIDDEN')} />;
}

/**
 * Operator screens: signed out follows the spec's 401 rule (toast, then sign-in, which comes back here); a
 * signed-in user who is not an admin gets the 403 view. The server checks the role again on every command.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequireSignIn>{(user) => (user.role === 'admin' ? children : <Forbidden />)}</RequireSignIn>;
}
