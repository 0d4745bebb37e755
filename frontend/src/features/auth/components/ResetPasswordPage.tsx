import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES } from '@isl/contracts';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RouterLink } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { validateNewPassword, type FieldError } from '../lib/validate-credentials';

interface PasswordProblems {
  newPassword?: FieldError;
  repeatPassword?: FieldError;
}

function problemsOf(newPassword: string, repeated: string): PasswordProblems {
  const problem = validateNewPassword(newPassword);
  if (problem) return { newPassword: problem };
  return newPassword === repeated ? {} : { repeatPassword: { key: 'auth.reset.mismatch' } };
}

/** The link cannot be used: used already, expired, or cut short when copied. The way out is a new one. */
function LinkNoLongerWorks() {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('auth.reset.invalidTitle')}</Alert.Title>
          <Alert.Description>{t('auth.reset.invalidText', { count: PASSWORD_RESET_MINUTES })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/forgot-password">{t('auth.reset.requestNew')}</RouterLink>
      </Button>
    </Stack>
  );
}

function PasswordSet() {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('auth.reset.doneTitle')}</Alert.Title>
          <Alert.Description>{t('auth.reset.doneText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/login">{t('auth.reset.signIn')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * /reset-password?token=: the mailed link's page. A new password (the rules of sign-up, typed twice) replaces the
 * old one and signs the account out everywhere; then the fan signs in with it.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [problems, setProblems] = useState<PasswordProblems>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [newPassword, repeated] = ['newPassword', 'repeatPassword'].map((name) => String(data.get(name) ?? ''));
    const found = problemsOf(newPassword, repeated);
    setProblems(found);
    const firstInvalid = (['newPassword', 'repeatPassword'] as const).find((name) => found[name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    confirm.mutate({ token, newPassword });
  };

  const linkInvalid = !token || (confirm.error instanceof ApiError && confirm.error.code === 'RESET_TOKEN_INVALID');
  const field = (name: keyof PasswordProblems, label: string, hint?: string) => {
    const problem = problems[name];
    return (
      <Field.Root invalid={Boolean(problem)} required>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input name={name} type="password" dir="ltr" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        {problem ? <Field.ErrorText>{t(problem.key, problem.values)}</Field.ErrorText> : hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      </Field.Root>
    );
  };

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={confirm.isSuccess || linkInvalid ? undefined : t('auth.reset.subtitle')}>
      {confirm.isSuccess ? (
        <PasswordSet />
      ) : linkInvalid ? (
        <LinkNoLongerWorks />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('auth.reset.title')}>
          <Stack gap="4">
            {confirm.isError ? <ApiErrorAlert error={confirm.error} /> : null}
            {field('newPassword', t('auth.reset.newPassword'), t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }))}
            {field('repeatPassword', t('auth.reset.repeatPassword'))}
            <Button type="submit" colorPalette="brand" loading={confirm.isPending} loadingText={t('auth.reset.submitting')}>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
