import { NAME_MAX_LENGTH, nameProblem, type UserResponse } from '@isl/contracts';
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { notify } from '../../../lib/toaster';
import { useUpdateAccount } from '../api/update-account';

type NameProblem = ReturnType<typeof nameProblem>;

/** First name (required, it is the name others see) and last name (may be cleared). */
export function NamesForm({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const [problems, setProblems] = useState<{ firstName: NameProblem; lastName: NameProblem }>({ firstName: null, lastName: null });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get('firstName') ?? '').trim();
    const lastName = String(form.get('lastName') ?? '').trim();
    // maxLength stops typing at the limit; pasted or filled-in text can still be longer.
    const found = { firstName: nameProblem(firstName, true), lastName: nameProblem(lastName, false) };
    setProblems(found);
    if (found.firstName || found.lastName) return;
    update.mutate(
      { firstName, lastName: lastName || null },
      { onSuccess: () => notify({ type: 'success', title: t('settings.names.saved') }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.names.title')}>
      <Stack gap="3">
        {update.isError ? <ApiErrorAlert error={update.error} /> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={Boolean(problems.firstName)} required>
            <Field.Label>
              {t('settings.names.firstName')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="firstName" autoComplete="given-name" defaultValue={user.firstName ?? ''} maxLength={NAME_MAX_LENGTH} />
            {problems.firstName === 'missing' ? <Field.ErrorText>{t('settings.names.firstNameRequired')}</Field.ErrorText> : null}
            {problems.firstName === 'tooLong' ? <Field.ErrorText>{t('errors.fields.firstNameTooLong', { max: NAME_MAX_LENGTH })}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(problems.lastName)}>
            <Field.Label>{t('settings.names.lastName')}</Field.Label>
            <Input name="lastName" autoComplete="family-name" defaultValue={user.lastName ?? ''} maxLength={NAME_MAX_LENGTH} />
            {problems.lastName ? <Field.ErrorText>{t('errors.fields.lastNameTooLong', { max: NAME_MAX_LENGTH })}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" alignSelf="start" colorPalette="brand" loading={update.isPending} loadingText={t('settings.saving')}>
          {t('settings.names.save')}
        </Button>
      </Stack>
    </form>
  );
}
