import { Alert, Tabs } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { OIDC_SIGN_IN_FAILED, safeReturnTo } from '@isl/contracts';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountForm, type AccountFormMode } from './AccountForm';

const MODES: AccountFormMode[] = ['signIn', 'register'];

/** /login: where GET /api/login sends the browser; goes back to `returnTo` once signed in. */
export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('user.signIn'));
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const serverError = searchParams.get('error');
  const { user } = useCurrentUser();

  // Also how a successful sign-in leaves: the form stores the user and this page re-renders.
  if (user) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard title={t('auth.page.title')} subtitle={t('auth.page.subtitle')}>
      {serverError === OIDC_SIGN_IN_FAILED ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('auth.errors.OIDC_SIGN_IN_FAILED')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Tabs.Root defaultValue="signIn" variant="enclosed" fitted lazyMount>
        <Tabs.List>
          {MODES.map((mode) => (
            <Tabs.Trigger key={mode} value={mode}>
              {t(mode === 'signIn' ? 'auth.page.signInTab' : 'auth.page.registerTab')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MODES.map((mode) => (
          <Tabs.Content key={mode} value={mode} pt="6">
            <AccountForm mode={mode} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AuthCard>
  );
}
