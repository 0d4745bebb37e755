import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthProblem } from '@isl/contracts';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { notify } from '../../../lib/toaster';
import { useChangePassword } from '../api/change-password';

type PasswordProblem = 'currentRequired' | 'tooShort' | 'tooLong' | 'mismatch';

function problemOf(current: string, next: string, repeated: string): PasswordProblem | null {
  if (!current) return 'currentRequired';
  const length = passwordLengthProblem(next);
  if (length) return length;
  return next === repeated ? null : 'mismatch';
}

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | null;
  hint?: string;
}

function PasswordField({ name, label, autoComplete, error, hint }: PasswordFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} type="password" autoComplete={autoComplete} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** Change the password with the current one; the server signs out every other session of the account. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [problem, setProblem] = useState<PasswordProblem | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const [current, next, repeated] = ['currentPassword', 'newPassword', 'repeatPassword'].map((name) => String(form.get(name) ?? ''));
    const found = problemOf(current, next, repeated);
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          formElement.reset();
          notify({ type: 'success', title: t('settings.password.changed.title'), description: t('settings.password.changed.description') });
        },
      },
    );
  };

  const newPasswordProblem = problem === 'tooShort' || problem === 'tooLong' ? problem : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.password.title')}>
      <Stack gap="3" maxW="md">
        {change.isError ? <ApiErrorAlert error={change.error} /> : null}
        <PasswordField name="currentPassword" label={t('settings.password.current')} autoComplete="current-password" error={problem === 'currentRequired' ? t('settings.password.problems.currentRequired') : null} />
        <PasswordField
          name="newPassword"
          label={t('settings.password.new')}
          autoComplete="new-password"
          error={newPasswordProblem ? t(`settings.password.problems.${newPasswordProblem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : null}
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        />
        <PasswordField name="repeatPassword" label={t('settings.password.repeat')} autoComplete="new-password" error={problem === 'mismatch' ? t('settings.password.problems.mismatch') : null} />
        <Button type="submit" alignSelf="start" colorPalette="brand" loading={change.isPending} loadingText={t('settings.saving')}>
          {t('settings.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
