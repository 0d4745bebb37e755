import { PASSWORD_RESET_MINUTES } from '@isl/contracts';
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';
import { AuthCard } from './AuthCard';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RouterLink } from '../../../components/RouterLink';
import { useLanguage } from '../../../lib/language-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { validateEmail, type FieldError } from '../lib/validate-credentials';

/**
 * /forgot-password: a link to choose a new password, by mail, in the language the page is read in. What it says
 * once sent is the same for every address: the server never tells whether one has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const language = useLanguage();
  const request = useRequestPasswordReset();
  const [emailError, setEmailError] = useState<FieldError | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const problem = validateEmail(email);
    setEmailError(problem);
    if (problem) {
      (form.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    request.mutate({ email, language }, { onSuccess: () => setSentTo(email) });
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sentTo ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('auth.forgot.sentTitle')}</Alert.Title>
              <Alert.Description>
                {/* The address is Latin script: isolated, so an Arabic sentence keeps its order. */}
                {t('auth.forgot.sentText', { email: `\u2068${sentTo}\u2069` })} {t('auth.forgot.linkLifetime', { count: PASSWORD_RESET_MINUTES })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text color="fg.muted">{t('auth.forgot.noMail')}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" variant="outline" onClick={() => setSentTo(null)}>
              {t('auth.forgot.sendAgain')}
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to="/login">{t('auth.forgot.backToSignIn')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('auth.forgot.title')}>
          <Stack gap="4">
            {request.isError ? <ApiErrorAlert error={request.error} screen="auth.forgot.errors" /> : null}
            <EmailField error={emailError} />
            <Button type="submit" colorPalette="brand" loading={request.isPending} loadingText={t('auth.forgot.submitting')}>
              {t('auth.forgot.submit')}
            </Button>
            <Link asChild alignSelf="start" color="brand.fg" textStyle="sm">
              <RouterLink to="/login">{t('auth.forgot.backToSignIn')}</RouterLink>
            </Link>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
