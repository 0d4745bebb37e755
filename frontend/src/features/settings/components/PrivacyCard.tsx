import type { UserResponse } from '@isl/contracts';
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { Panel } from '../../../components/Panel';
import { SettingSwitch } from '../../../components/SettingSwitch';
import { notify } from '../../../lib/toaster';
import { useUpdateAccount } from '../api/update-account';

/**
 * Private mode: the fan leaves the public leaderboards of both games and still plays in their leagues. The switch
 * shows the change while it is saved, and the account's answer once it is.
 */
export function PrivacyCard({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const update = useUpdateAccount();
  const hidden = update.isPending ? Boolean(update.variables?.hiddenFromLeaderboards) : user.hiddenFromLeaderboards;

  const change = (hiddenFromLeaderboards: boolean) =>
    update.mutate(
      { hiddenFromLeaderboards },
      {
        onSuccess: (saved) => {
          // Every board read before now shows the fan as they were: each is read again when next shown.
          void client.invalidateQueries({ refetchType: 'none' });
          notify({ type: 'success', title: t(saved.hiddenFromLeaderboards ? 'settings.privacy.nowHidden' : 'settings.privacy.nowShown') });
        },
      },
    );

  return (
    <Panel title={t('settings.privacy.title')}>
      <Stack gap="2">
        {update.isError ? <ApiErrorAlert error={update.error} /> : null}
        <SettingSwitch label={t('settings.privacy.hide')} help={t('settings.privacy.help')} checked={hidden} onChange={change} disabled={update.isPending} />
      </Stack>
    </Panel>
  );
}
