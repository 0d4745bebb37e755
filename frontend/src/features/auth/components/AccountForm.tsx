import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@isl/contracts';
import { Button, Field, Input, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RouterLink } from '../../../components/RouterLink';
import { useRegister } from '../api/register';
import { useSignIn } from '../api/sign-in';
import { validateCredentials, validateNames, type CredentialErrors } from '../lib/validate-credentials';

export type AccountFormMode = 'signIn' | 'register';

/** The fields in the order they are shown: the first one in error gets the focus. */
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * The sign-in and the registration form: the same fields, registration adds the names (the first name is
 * required: it is the name other fans see). On success the mutation stores the user in the current-user
 * query, which is what moves the page on.
 */
export function AccountForm({ mode }: { mode: AccountFormMode }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const register = useRegister();
  const mutation = mode === 'signIn' ? signIn : register;
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const firstName = String(form.get('firstName') ?? '').trim();
    const lastName = String(form.get('lastName') ?? '').trim();
    const errors: CredentialErrors = {
      ...(mode === 'register' ? validateNames(firstName, lastName) : {}),
      ...validateCredentials(email, password, mode === 'register'),
    };
    setFieldErrors(errors);
    const firstInvalid = FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      const element = formElement.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    if (mode === 'signIn') {
      signIn.mutate({ email, password });
    } else {
      register.mutate({ email, password, firstName, lastName: lastName || undefined });
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="4">
        {mutation.isError ? <ApiErrorAlert error={mutation.error} screen="auth.errors" /> : null}

        {mode === 'register' ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={Boolean(fieldErrors.firstName)} required>
              <Field.Label>
                {t('auth.fields.firstName')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input name="firstName" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
              {fieldErrors.firstName ? <Field.ErrorText>{t(fieldErrors.firstName.key, fieldErrors.firstName.values)}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.lastName)}>
              <Field.Label>{t('auth.fields.lastName')}</Field.Label>
              <Input name="lastName" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
              {fieldErrors.lastName ? <Field.ErrorText>{t(fieldErrors.lastName.key, fieldErrors.lastName.values)}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
        ) : null}

        <EmailField error={fieldErrors.email} />

        <Field.Root invalid={Boolean(fieldErrors.password)} required>
          <Field.Label>
            {t('auth.fields.password')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
           
            name="password"
            type="password"
            dir="ltr"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            maxLength={PASSWORD_MAX_LENGTH}
          />
          {fieldErrors.password ? (
            <Field.ErrorText>{t(fieldErrors.password.key, fieldErrors.password.values)}</Field.ErrorText>
          ) : mode === 'register' ? (
            <Field.HelperText>{t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}</Field.HelperText>
          ) : null}
        </Field.Root>

        {mode === 'signIn' ? (
          <Link asChild alignSelf="end" color="brand.fg" textStyle="sm">
            <RouterLink to="/forgot-password">{t('auth.signIn.forgotPassword')}</RouterLink>
          </Link>
        ) : null}

        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText={t(`auth.${mode}.submitting`)}>
          {t(`auth.${mode}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}
