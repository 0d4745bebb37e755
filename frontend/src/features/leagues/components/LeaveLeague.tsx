import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { isolate } from '../../../lib/bidi';
import { ModalDialog } from '../../../components/ModalDialog';
import { notify } from '../../../lib/toaster';
import { useLeaveLeague } from '../api/leave-league';

/**
 * Leaving a fans' league, asked first. The creator is refused while others remain (LEAGUE_OWNER_CANNOT_LEAVE):
 * the dialog says so in plain words and stays open.
 */
export function LeaveLeague({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveLeague(leagueId);
  const [open, setOpen] = useState(false);
  return (
    <ModalDialog
      title={t('leagues.leave.title')}
      role="alertdialog"
      trigger={
        <Button variant="ghost" colorPalette="red" size="sm" alignSelf="start">
          <LuLogOut aria-hidden />
          {t('leagues.leave.open')}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) leave.reset();
      }}
      busy={leave.isPending}
      action={
        <Button
          colorPalette="red"
          loading={leave.isPending}
          loadingText={t('leagues.leave.leaving')}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () => {
                notify({ type: 'success', title: t('leagues.leave.left', { name: isolate(leagueName) }) });
                void navigate('/leagues', { replace: true });
              },
            })
          }
        >
          {t('leagues.leave.confirm')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t('leagues.leave.text', { name: isolate(leagueName) })}</Text>
        {leave.isError ? <ApiErrorAlert error={leave.error} /> : null}
      </Stack>
    </ModalDialog>
  );
}
