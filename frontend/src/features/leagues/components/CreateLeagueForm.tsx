import { LEAGUE_GAMES, LEAGUE_STARTS, type LeagueGame, type LeagueStart } from '@isl/contracts';
import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useCreateLeague } from '../api/create-league';
import { leagueNameProblem } from '../lib/league-name';
import { ChoiceGroup } from './ChoiceGroup';
import { LeagueNameField } from './LeagueNameField';

/** A new league: its name, its game and where its points start; the fan lands on its page, code in hand. */
export function CreateLeagueForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLeague();
  const [name, setName] = useState('');
  const [game, setGame] = useState<LeagueGame>('predictions');
  const [start, setStart] = useState<LeagueStart>('season');
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (leagueNameProblem(name)) return;
    create.mutate({ name: name.trim(), game, start }, { onSuccess: (league) => void navigate(`/leagues/${league.id}`) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('leagues.create.title')}>
      <Stack gap="4">
        <LeagueNameField label={t('leagues.create.name')} value={name} onChange={setName} checked={tried} disabled={create.isPending} />
        <ChoiceGroup
          label={t('leagues.create.game')}
          value={game}
          onChange={setGame}
          choices={LEAGUE_GAMES.map((value) => ({ value, label: t(`leagues.games.${value}`) }))}
          disabled={create.isPending}
        />
        <ChoiceGroup
          label={t('leagues.create.start')}
          value={start}
          onChange={setStart}
          choices={LEAGUE_STARTS.map((value) => ({ value, label: t(`leagues.create.starts.${value}`) }))}
          disabled={create.isPending}
        />
        {create.isError ? <ApiErrorAlert error={create.error} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={create.isPending} loadingText={t('leagues.create.submitting')}>
          {t('leagues.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
