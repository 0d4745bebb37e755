import { goalMinuteRange, matchPhase, type PlayerResponse } from '@isl/contracts';
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { useTeamPlayers } from '../../../lib/teams/get-team-players';
import { CommandForm, type MatchCommandFormProps } from './CommandForm';

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

interface PlayerSelectProps {
  label: string;
  /** The first option: no player. */
  noneLabel: string;
  players: PlayerResponse[];
  value: string;
  onChange: (playerId: string) => void;
  disabled: boolean;
  optionLabel: (player: PlayerResponse) => string;
  note?: string | null;
}

/** A player of the scoring side, or none (the goal can be recorded without one). */
function PlayerSelect({ label, noneLabel, players, value, onChange, disabled, optionLabel, note }: PlayerSelectProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{noneLabel}</option>
          {players.map((player) => (
            <option key={player.id} value={player.id}>
              {optionLabel(player)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {note ? <Field.HelperText>{note}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** Team, then scorer and assist from that team's squad (both optional), and the minute (empty: the running one). */
export function GoalForm({ match, pending, onSubmit, onClose }: MatchCommandFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [teamId, setTeamId] = useState(match.homeTeamId);
  const [scorerId, setScorerId] = useState('');
  const [assistId, setAssistId] = useState('');
  const [minute, setMinute] = useState('');
  const squad = useTeamPlayers(teamId);
  // The api lists a squad by shirt number, how an operator watching the match finds a player.
  const players = squad.data ?? [];
  const { first: firstMinute, last: lastMinute } = goalMinuteRange(matchPhase(match));

  const teams = [
    { id: match.homeTeamId, name: localizedName(homeTeamNames(match), language) },
    { id: match.awayTeamId, name: localizedName(awayTeamNames(match), language) },
  ];
  const playerLabel = (player: PlayerResponse) => {
    const name = isolate(localizedName(player, language));
    return player.jerseyNumber !== null ? t('console.goal.playerOption', { number: player.jerseyNumber, name }) : name;
  };
  const squadNote = squad.isPending ? t('app.loading') : squad.isError ? t('console.goal.squadError') : null;

  const chooseTeam = (id: number) => {
    setTeamId(id);
    setScorerId('');
    setAssistId('');
  };

  const chooseScorer = (id: string) => {
    setScorerId(id);
    if (id === assistId) setAssistId('');
  };

  const submit = () =>
    onSubmit({
      type: 'goal',
      teamId,
      playerId: optionalNumber(scorerId),
      assistPlayerId: optionalNumber(assistId),
      minute: optionalNumber(minute.trim()),
    });

  return (
    <CommandForm title={t('console.goal.title')} submitLabel={t('console.goal.submit')} pending={pending} onSubmit={submit} onClose={onClose}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>{t('console.goal.team')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={teamId} onChange={(event) => chooseTeam(Number(event.currentTarget.value))}>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <Field.Root>
          <Field.Label>{t('console.goal.minute')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={firstMinute}
            max={lastMinute}
            value={minute}
            onChange={(event) => setMinute(event.currentTarget.value)}
          />
          <Field.HelperText>{t('console.goal.minuteHelp', { first: firstMinute, last: lastMinute })}</Field.HelperText>
        </Field.Root>

        <PlayerSelect
          label={t('console.goal.scorer')}
          noneLabel={t('console.goal.notRecorded')}
          players={players}
          value={scorerId}
          onChange={chooseScorer}
          disabled={squad.isPending}
          optionLabel={playerLabel}
          note={squadNote}
        />
        <PlayerSelect
          label={t('console.goal.assist')}
          noneLabel={t('console.goal.noAssist')}
          // A scorer cannot assist his own goal.
          players={players.filter((player) => String(player.id) !== scorerId)}
          value={assistId}
          onChange={setAssistId}
          disabled={squad.isPending}
          optionLabel={playerLabel}
        />
      </SimpleGrid>
    </CommandForm>
  );
}
