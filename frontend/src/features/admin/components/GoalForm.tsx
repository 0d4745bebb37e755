import { goalMinuteRange, matchPhase } from '@isl/contracts';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandForm, type MatchCommandFormProps } from './CommandForm';
import { NO_SCORER, ScorerAssistFields, TeamSelect, optionalNumber } from './GoalFields';

/** Team, then scorer and assist from that team's squad (both optional), and the minute (empty: the running one). */
export function GoalForm({ match, pending, onSubmit, onClose }: MatchCommandFormProps) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState(match.homeTeamId);
  const [players, setPlayers] = useState(NO_SCORER);
  const [minute, setMinute] = useState('');
  const { first: firstMinute, last: lastMinute } = goalMinuteRange(matchPhase(match));

  const chooseTeam = (id: number) => {
    setTeamId(id);
    setPlayers(NO_SCORER);
  };

  const submit = () =>
    onSubmit({
      type: 'goal',
      teamId,
      playerId: optionalNumber(players.scorerId),
      assistPlayerId: optionalNumber(players.assistId),
      minute: optionalNumber(minute),
    });

  return (
    <CommandForm title={t('console.goal.title')} submitLabel={t('console.goal.submit')} pending={pending} onSubmit={submit} onClose={onClose}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TeamSelect match={match} value={teamId} onChange={chooseTeam} />

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

        <ScorerAssistFields teamId={teamId} value={players} onChange={setPlayers} />
      </SimpleGrid>
    </CommandForm>
  );
}
