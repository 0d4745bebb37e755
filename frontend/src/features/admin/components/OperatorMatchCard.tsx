import { COMMANDS_BY_PHASE, matchPhase } from '@isl/contracts';
import type { MatchCommand, OperatorCommandType } from '@isl/contracts';
import { Alert, Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ApiError } from '../../../lib/api-client';
import { RouterLink } from '../../../components/RouterLink';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { spanWords } from '../../../lib/time-left';
import { notify } from '../../../lib/toaster';
import type { MatchCardProps } from '../../../components/MatchGrid';
import { MatchStatusBadge } from '../../../components/MatchStatusBadge';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { useSendMatchCommand } from '../api/send-match-command';
import { isPadCommand, type PadCommand, type PadStep } from '../lib/incident-pad';
import { confirmedCommand, isFormCommand, needsConfirmation, timelineEntryOf, timelineText, type ConfirmedCommand, type FormCommand } from '../lib/match-commands';
import { GoalForm } from './GoalForm';
import { IncidentPad } from './IncidentPad';
import { RescheduleForm } from './RescheduleForm';
import { ScoreCorrectionForm } from './ScoreCorrectionForm';

const FORMS = { goal: GoalForm, correct_score: ScoreCorrectionForm, reschedule: RescheduleForm };

/** The commands of the card's row of buttons: the incidents of play go through the pad. */
type RowCommand = Exclude<OperatorCommandType, PadCommand>;

/**
 * One match in the operator console: its state, a button for each command its phase accepts, and while the ball
 * is in play the pad its incidents are entered with.
 */
export function OperatorMatchCard({ match, now }: MatchCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const command = useSendMatchCommand(match.id);
  const [openForm, setOpenForm] = useState<FormCommand | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedCommand | null>(null);
  const [step, setStep] = useState<PadStep | null>(null);
  const phase = matchPhase(match);
  const commands = COMMANDS_BY_PHASE[phase];
  const rowCommands = commands.filter((type): type is RowCommand => !isPadCommand(type));
  const padCommands = commands.filter(isPadCommand);
  const home = localizedName(homeTeamNames(match), language);
  const away = localizedName(awayTeamNames(match), language);
  // A push can move the match on while a form or question is open; drop what its new phase no longer takes.
  const shownForm = openForm && commands.includes(openForm) ? openForm : null;
  const shownQuestion = confirming && commands.includes(confirming) ? confirming : null;
  const shownStep = step && commands.includes(step.command) ? step : null;
  const Form = shownForm ? FORMS[shownForm] : null;

  /** Sends a command; `player` names the one it concerns in the notice, where the console knows him. */
  const send = (matchCommand: MatchCommand, player?: string) =>
    command.mutate(matchCommand, {
      onSuccess: (updated) => {
        setOpenForm(null);
        setConfirming(null);
        setStep(null);
        const team = 'teamId' in matchCommand ? (matchCommand.teamId === updated.homeTeamId ? home : away) : '';
        const description = [timelineText(t, timelineEntryOf(matchCommand), team), player].filter(Boolean).join(' · ');
        notify({ type: 'success', title: t('console.applied'), description });
      },
      // The server's clock found the kick-off early where the console's did not: ask, as the console would have.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'KICKOFF_TOO_EARLY') setConfirming('kickoff');
      },
    });

  const choose = (type: RowCommand) => {
    command.reset();
    setConfirming(null);
    setStep(null);
    if (isFormCommand(type)) setOpenForm((open) => (open === type ? null : type));
    else if (needsConfirmation(type, match, now)) {
      setOpenForm(null);
      setConfirming(type);
    } else {
      setOpenForm(null);
      send({ type });
    }
  };

  /** The pad's question changing (a first tap's, a substitution's next, none when gone back): whatever else was open or refused gives way. */
  const startStep = (next: PadStep | null) => {
    command.reset();
    setOpenForm(null);
    setConfirming(null);
    setStep(next);
  };

  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Flex gap="2" align="center" wrap="wrap" textStyle="xs" color="fg.muted">
              <Badge variant="outline" colorPalette="gray">
                {t('matches.matchday', { matchday: match.matchday })}
              </Badge>
              <bdi>{matchDateLabel(match.matchDate, now, t)}</bdi>
            </Flex>
            <Text textStyle="sm" color="fg.muted">
              {t('console.phase', { phase: t(`matches.phases.${phase}`) })}
            </Text>
          </Stack>
          <MatchStatusBadge match={match} variant="ticker" />
        </Flex>

        <RouterLink to={`/matches/${match.id}`} id={titleId}>
          <MatchTeamsRow match={match} />
        </RouterLink>

        {commands.length > 0 ? (
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('console.commandsLabel')}>
            {rowCommands.map((type) => (
              <Button
                key={type}
                size={{ base: 'lg', md: 'sm' }}
                variant={shownForm === type || shownQuestion === type ? 'solid' : 'outline'}
                colorPalette={type === 'cancel' ? 'red' : 'brand'}
                aria-describedby={titleId}
                aria-expanded={isFormCommand(type) ? shownForm === type : undefined}
                disabled={command.isPending}
                onClick={() => choose(type)}
              >
                {t(`console.commands.${type}`)}
              </Button>
            ))}
          </Flex>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('console.noCommands')}
          </Text>
        )}

        {shownQuestion ? (
          // Announced as it appears; focus goes to the safe answer.
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Stack gap="3" flex="1">
              <Alert.Title>
                {t(`console.confirm.${shownQuestion}`, {
                  when: matchDateLabel(match.matchDate, now, t),
                  lead: spanWords(new Date(match.matchDate).getTime() - now.getTime(), t, 'console.earlyKickoff'),
                })}
              </Alert.Title>
              <Flex gap="2" wrap="wrap">
                <Button size="sm" colorPalette={shownQuestion === 'cancel' ? 'red' : 'brand'} loading={command.isPending} onClick={() => send(confirmedCommand(shownQuestion))}>
                  {t(`console.commands.${shownQuestion}`)}
                </Button>
                <Button size="sm" variant="outline" autoFocus disabled={command.isPending} onClick={() => setConfirming(null)}>
                  {t('console.goBack')}
                </Button>
              </Flex>
            </Stack>
          </Alert.Root>
        ) : null}

        {Form ? <Form match={match} pending={command.isPending} onSubmit={send} onClose={() => setOpenForm(null)} /> : null}

        {/* Above the pad, which is tall on a phone: a refused incident is explained where the operator looks. */}
        {command.isError && !shownQuestion ? <ApiErrorAlert error={command.error} screen="console.errors" /> : null}

        {padCommands.length > 0 ? (
          <IncidentPad match={match} commands={padCommands} step={shownStep} onStep={startStep} pending={command.isPending} onSend={send} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
