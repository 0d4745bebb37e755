import { goalMinuteRange, matchPhase, type MatchCommand, type MatchResponse, type PlayerResponse } from '@isl/contracts';
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { useTeamPlayers } from '../../../lib/teams/get-team-players';
import { CommandForm } from './CommandForm';

interface GoalFormProps {
  match: MatchResponse;
  pending: boolean;
  onSubmit: (command: MatchCommand) => void;
  onClose: () => void;
}

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Team, then scorer and assist from that team's squad (both optional), and the minute (empty: the running one). */
export function GoalForm({ match, pending, onSubmit, onClose }: GoalFormProps) {
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

        <Field.Root disabled={squad.isPending}>
          <Field.Label>{t('console.goal.scorer')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={scorerId} onChange={(event) => chooseScorer(event.currentTarget.value)}>
              <option value="">{t('console.goal.notRecorded')}</option>
              {players.map((player) => (
                <option key={player.id} value={player.id}>
                  {playerLabel(player)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {squadNote ? <Field.HelperText>{squadNote}</Field.HelperText> : null}
        </Field.Root>

        <Field.Root disabled={squad.isPending}>
          <Field.Label>{t('console.goal.assist')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={assistId} onChange={(event) => setAssistId(event.currentTarget.value)}>
              <option value="">{t('console.goal.noAssist')}</option>
              {/* A scorer cannot assist his own goal. */}
              {players
                .filter((player) => String(player.id) !== scorerId)
                .map((player) => (
                  <option key={player.id} value={player.id}>
                    {playerLabel(player)}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </CommandForm>
  );
}
