import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ModalDialog } from '../../../components/ModalDialog';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account, confirmed with its password in a dialog that says what goes and what stays. */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const formId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    // An account made through a sign-in provider has no password to confirm with.
    remove.mutate(password ? { password } : {});
  };

  return (
    <ModalDialog
      title={t('settings.delete.title')}
      role="alertdialog"
      trigger={
        <Button colorPalette="red" variant="outline" alignSelf="start">
          {t('settings.delete.open')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      action={
        <Button type="submit" form={formId} colorPalette="red" loading={remove.isPending} loadingText={t('settings.delete.deleting')}>
          {t('settings.delete.confirm')}
        </Button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="3">
          <Text>{t('settings.delete.removed')}</Text>
          <Text>{t('settings.delete.kept')}</Text>
          {remove.isError ? <ApiErrorAlert error={remove.error} /> : null}
          <Field.Root>
            <Field.Label>{t('settings.delete.password')}</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" />
            <Field.HelperText>{t('settings.delete.passwordHint')}</Field.HelperText>
          </Field.Root>
        </Stack>
      </form>
    </ModalDialog>
  );
}
