import type { LeagueSummary } from '@isl/contracts';
import { Button, Separator, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ModalDialog } from '../../../components/ModalDialog';
import { Panel } from '../../../components/Panel';
import { notify } from '../../../lib/toaster';
import { useRegenerateCode } from '../api/regenerate-code';
import { useUpdateLeague } from '../api/update-league';
import { leagueNameProblem } from '../lib/league-name';
import { LeagueNameField } from './LeagueNameField';

function RenameForm({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation();
  const update = useUpdateLeague(league.id);
  const [name, setName] = useState(league.name);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (leagueNameProblem(name)) return;
    update.mutate({ name: name.trim() }, { onSuccess: () => notify({ type: 'success', title: t('leagues.manage.renamed') }) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('leagues.manage.rename')}>
      <Stack gap="3">
        <LeagueNameField label={t('leagues.manage.name')} value={name} onChange={setName} checked={tried} disabled={update.isPending} />
        {update.isError ? <ApiErrorAlert error={update.error} /> : null}
        <Button type="submit" size="sm" alignSelf="start" colorPalette="brand" loading={update.isPending} disabled={name.trim() === league.name}>
          {t('leagues.manage.rename')}
        </Button>
      </Stack>
    </form>
  );
}

function JoiningSwitch({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation();
  const update = useUpdateLeague(league.id);
  return (
    <Stack gap="2">
      <Switch.Root
        checked={update.isPending ? !league.joiningOpen : league.joiningOpen}
        onCheckedChange={(details) => update.mutate({ joiningOpen: details.checked })}
        disabled={update.isPending}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('leagues.manage.joiningOpen')}</Switch.Label>
      </Switch.Root>
      <Text textStyle="sm" color="fg.muted">
        {t(league.joiningOpen ? 'leagues.manage.joiningOpenHint' : 'leagues.manage.joiningClosedHint')}
      </Text>
      {update.isError ? <ApiErrorAlert error={update.error} /> : null}
    </Stack>
  );
}

function RegenerateCode({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateCode(league.id);
  const [open, setOpen] = useState(false);
  return (
    <ModalDialog
      title={t('leagues.manage.regenerateTitle')}
      role="alertdialog"
      trigger={
        <Button size="sm" variant="outline" alignSelf="start">
          <LuRefreshCw aria-hidden />
          {t('leagues.manage.regenerate')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      busy={regenerate.isPending}
      action={
        <Button
          colorPalette="red"
          loading={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: () => {
                setOpen(false);
                notify({ type: 'success', title: t('leagues.manage.regenerated') });
              },
            })
          }
        >
          {t('leagues.manage.regenerateConfirm')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t('leagues.manage.regenerateWarning')}</Text>
        {regenerate.isError ? <ApiErrorAlert error={regenerate.error} /> : null}
      </Stack>
    </ModalDialog>
  );
}

/** What only the creator of a fans' league may do: rename it, open and close joining, and make a new code. */
export function OwnerActions({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('leagues.manage.title')}>
      <Stack gap="4" separator={<Separator />}>
        <RenameForm key={league.name} league={league} />
        <JoiningSwitch league={league} />
        <Stack gap="2">
          <RegenerateCode league={league} />
          <Text textStyle="sm" color="fg.muted">
            {t('leagues.manage.removeHint')}
          </Text>
        </Stack>
      </Stack>
    </Panel>
  );
}
