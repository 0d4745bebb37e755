import { Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { PasswordForm } from './PasswordForm';

export function SecurityCard() {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.security.title')} subtitle={t('settings.security.subtitle')}>
      <Stack gap="6">
        <PasswordForm />
        <Separator />
        <Stack gap="2">
          <Text fontWeight="semibold">{t('settings.delete.heading')}</Text>
          <Text textStyle="sm" color="fg.muted">
            {t('settings.delete.summary')}
          </Text>
          <DeleteAccountDialog />
        </Stack>
      </Stack>
    </Panel>
  );
}
