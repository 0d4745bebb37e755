import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../lib/validate-credentials';

/** The account pages' e-mail field: required, left to right on every page, its problem (if any) under it. */
export function EmailField({ error }: { error: FieldError | undefined | null }) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t('auth.fields.email')}
        <Field.RequiredIndicator />
      </Field.Label>
      {/* Addresses are Latin script: keep them left-to-right even on an Arabic page. */}
      <Input name="email" type="email" autoComplete="email" dir="ltr" />
      {error ? <Field.ErrorText>{t(error.key, error.values)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
