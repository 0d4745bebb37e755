import { MAX_CORRECTION_GOALS, type CorrectionGoal, type MatchResponse } from '@isl/contracts';
import { Badge, Box, Button, Checkbox, Field, Fieldset, Flex, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { QueryState } from '../../../components/QueryState';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedField, localizedName, type ScriptFields } from '../../../lib/localized-name';
import { useMatch } from '../../../lib/matches/use-match';
import { useRunningMinute } from '../../../lib/matches/use-running-minute';
import { useTeamPlayers } from '../../../lib/teams/get-team-players';
import { lastCorrectionMinute, planScoreCorrection, standingGoals } from '../lib/score-correction';
import { CommandForm, type MatchCommandFormProps } from './CommandForm';
import { NO_SCORER, ScorerAssistFields, TeamSelect, optionalNumber } from './GoalFields';

/** What a goal row shows: when, for whom, by whom (names in every script, or in the operator's when just added). */
interface GoalSummary extends ScriptFields<'playerName' | 'assistPlayerName'> {
  minute: number | null;
  teamId: number | null;
}

/** A goal the operator is adding, with the names the list shows. */
type AddedGoal = CorrectionGoal & Pick<GoalSummary, 'playerName' | 'assistPlayerName'> & { key: number };

interface GoalDescriptionProps {
  goal: GoalSummary;
  match: MatchResponse;
  /** Disallowed: struck through and muted, with `children` (its label) below. */
  struck?: boolean;
  children?: ReactNode;
}

/** Minute, side and players of a goal on two lines. */
function GoalDescription({ goal, match, struck = false, children }: GoalDescriptionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const side = goal.teamId === match.homeTeamId ? homeTeamNames(match) : awayTeamNames(match);
  const assistant = localizedField(goal, 'assistPlayerName', language);
  const people = [
    localizedField(goal, 'playerName', language) ?? t('console.correctScore.scorerUnknown'),
    assistant ? t('matchCentre.assist', { player: isolate(assistant) }) : null,
  ];
  const strike = struck ? { textDecoration: 'line-through', color: 'fg.muted' } : {};
  return (
    <Stack gap="0.5" minW="0" flex="1" align="start">
      <Flex gap="2" align="baseline" fontWeight="semibold" {...strike}>
        {goal.minute !== null ? (
          <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" minW="7">
            {/* The minute mark stays after the number on right-to-left pages. */}
            <bdi dir="ltr">{t('matches.ticker.minute', { minute: goal.minute })}</bdi>
          </Text>
        ) : null}
        <bdi>{localizedName(side, language)}</bdi>
      </Flex>
      <Text textStyle="sm" {...strike}>
        <BidiList items={people} />
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Corrects the score by saying which goals stand: the operator disallows goals of the timeline and adds the
 * ones it missed, and the score they make is what is sent (the server refuses a score its goals do not make).
 */
export function ScoreCorrectionForm({ match, pending, onSubmit, onClose }: MatchCommandFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useMatch(match.id);
  const [disallowed, setDisallowed] = useState<number[]>([]);
  const [added, setAdded] = useState<AddedGoal[]>([]);
  const [teamId, setTeamId] = useState(match.homeTeamId);
  const [minute, setMinute] = useState('');
  const [players, setPlayers] = useState(NO_SCORER);
  const [minuteError, setMinuteError] = useState(false);
  const nextKey = useRef(0);
  const squad = useTeamPlayers(teamId);
  const lastMinute = lastCorrectionMinute(match.status, useRunningMinute(match));

  const goals = standingGoals(detail.data?.events ?? []);
  const plan = planScoreCorrection(match, goals, { disallowGoalIds: disallowed, addGoals: added });
  const { homeScore, awayScore } = plan.command;
  const full = added.length >= MAX_CORRECTION_GOALS;

  const toggle = (goalId: number, disallow: boolean) =>
    setDisallowed((ids) => (disallow ? [...ids, goalId] : ids.filter((id) => id !== goalId)));

  const chooseTeam = (id: number) => {
    setTeamId(id);
    setPlayers(NO_SCORER);
  };

  const addGoal = () => {
    const given = optionalNumber(minute);
    if (given === undefined || !Number.isInteger(given) || given < 1 || given > lastMinute) {
      setMinuteError(true);
      return;
    }
    const nameOf = (id: string) => {
      const player = squad.data?.find((p) => String(p.id) === id);
      return player ? localizedName(player, language) : null;
    };
    nextKey.current += 1;
    const goal: AddedGoal = {
      key: nextKey.current,
      teamId,
      minute: given,
      playerId: optionalNumber(players.scorerId),
      assistPlayerId: optionalNumber(players.assistId),
      playerName: nameOf(players.scorerId),
      assistPlayerName: nameOf(players.assistId),
    };
    setAdded((goals) => [...goals, goal]);
    setMinute('');
    setPlayers(NO_SCORER);
    setMinuteError(false);
  };

  // Enter in the minute adds the goal rather than sending a correction without it.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!full) addGoal();
  };

  return (
    <CommandForm
      title={t('console.correctScore.title')}
      submitLabel={t('console.correctScore.submit')}
      pending={pending}
      onSubmit={() => onSubmit(plan.command)}
      onClose={onClose}
      disabledReason={plan.changed ? null : t('console.correctScore.unchanged')}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('console.correctScore.intro')}
      </Text>
      <QueryState query={detail} errorTitle={t('console.correctScore.loadError')}>
        {() => (
          <Stack gap="5">
            <Stack gap="2">
              <Text fontWeight="semibold">{t('console.correctScore.standingTitle')}</Text>
              {goals.length === 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('console.correctScore.noGoals')}
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="2">
                  {goals.map((goal) => {
                    const off = disallowed.includes(goal.id);
                    return (
                      <li key={goal.id}>
                        <Checkbox.Root
                          checked={off}
                          onCheckedChange={(change) => toggle(goal.id, change.checked === true)}
                          colorPalette="red"
                          w="full"
                          gap="3"
                          p="3"
                          rounded="md"
                          borderWidth="1px"
                          borderColor={off ? 'border.error' : 'border'}
                          bg="bg"
                          cursor="pointer"
                        >
                          <Checkbox.HiddenInput />
                          {/* The label holds the goal, so each toggle is named by the goal it disallows. */}
                          <Checkbox.Label flex="1" minW="0" display="flex" alignItems="center" gap="3" fontWeight="normal" textStyle="md">
                            <GoalDescription goal={goal} match={match} struck={off}>
                              {off ? (
                                <Badge colorPalette="red" variant="subtle">
                                  {t('console.correctScore.disallowedGoal')}
                                </Badge>
                              ) : null}
                            </GoalDescription>
                            <Text as="span" flexShrink="0" fontWeight="medium" textStyle="sm">
                              {t('console.correctScore.disallow')}
                            </Text>
                          </Checkbox.Label>
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </Stack>

            {added.length > 0 ? (
              <Stack gap="2">
                <Text fontWeight="semibold">{t('console.correctScore.addedTitle')}</Text>
                <Stack as="ul" listStyleType="none" gap="2">
                  {added.map((goal) => (
                    <Flex as="li" key={goal.key} gap="3" align="center" p="3" rounded="md" borderWidth="1px" borderColor="border.success" bg="bg">
                      <GoalDescription goal={goal} match={match} />
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('console.correctScore.removeGoal', { minute: goal.minute })}
                        onClick={() => setAdded((goals) => goals.filter((held) => held.key !== goal.key))}
                      >
                        <LuX aria-hidden />
                      </IconButton>
                    </Flex>
                  ))}
                </Stack>
              </Stack>
            ) : null}

            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{t('console.correctScore.addTitle')}</Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <TeamSelect match={match} value={teamId} onChange={chooseTeam} />
                  <Field.Root required invalid={minuteError}>
                    <Field.Label>
                      {t('console.goal.minute')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={lastMinute}
                      value={minute}
                      onChange={(event) => {
                        setMinute(event.currentTarget.value);
                        setMinuteError(false);
                      }}
                      onKeyDown={addOnEnter}
                    />
                    {minuteError ? (
                      <Field.ErrorText>{t('console.correctScore.minuteInvalid', { last: lastMinute })}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('console.correctScore.minuteHelp', { last: lastMinute })}</Field.HelperText>
                    )}
                  </Field.Root>
                  <ScorerAssistFields teamId={teamId} value={players} onChange={setPlayers} />
                </SimpleGrid>
                <Box>
                  <Button type="button" variant="outline" colorPalette="brand" onClick={addGoal} disabled={full}>
                    <LuPlus aria-hidden />
                    {t('console.correctScore.addGoal')}
                  </Button>
                  {full ? (
                    <Text textStyle="sm" color="fg.muted" mt="1">
                      {t('console.correctScore.addedLimit', { max: MAX_CORRECTION_GOALS })}
                    </Text>
                  ) : null}
                </Box>
              </Fieldset.Content>
            </Fieldset.Root>

            {/* The score row every match card shows (it mirrors on right-to-left pages), heard as it changes. */}
            <Stack aria-live="polite" gap="1" p="3" rounded="md" bg="bg.muted">
              <Text fontWeight="semibold">{t('console.correctScore.newScore')}</Text>
              <MatchTeamsRow match={{ ...match, homeScore, awayScore }} />
              <Text textStyle="sm" color="fg.muted" textAlign="center">
                {t('console.correctScore.currentScore', plan.current)}
              </Text>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </CommandForm>
  );
}
