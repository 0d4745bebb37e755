import { VAR_OUTCOMES, type MatchCommand, type MatchEventPayload } from '@isl/contracts';
import { Button, SimpleGrid, Stack, Text, type ButtonProps, type SimpleGridProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { isolate, ltr } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { MatchDetail } from '../../../lib/matches/get-match';
import { useTeamPlayers } from '../../../lib/teams/get-team-players';
import { ADDED_TIME_CHOICES, type PadStep } from '../lib/incident-pad';
import { playersOnThePitch, playersYetToPlay, type PickablePlayer, type TeamSheets } from '../lib/on-the-pitch';
import { usePlayerLabel } from './GoalFields';

/** A button a thumb hits in the stands: at least 44 px high, its words wrapping rather than widening the page. */
export function TapButton(props: ButtonProps) {
  return <Button minH="11" h="auto" py="2" whiteSpace="normal" variant="outline" {...props} />;
}

/** Buttons side by side, as many a row as fit a phone's width. */
export function TapGrid({ columns, children }: { columns: SimpleGridProps['columns']; children: ReactNode }) {
  return (
    <SimpleGrid columns={columns} gap="2">
      {children}
    </SimpleGrid>
  );
}

interface PlayerChoicesProps {
  players: readonly PickablePlayer[];
  /** Said when there is nobody to pick. */
  emptyText: string;
  pending: boolean;
  onPick: (player: PickablePlayer) => void;
}

/** One big button a player, shirt number first; a long name wraps. */
function PlayerChoices({ players, emptyText, pending, onPick }: PlayerChoicesProps) {
  const playerLabel = usePlayerLabel();
  if (!players.length) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return (
    <TapGrid columns={{ base: 1, sm: 2 }}>
      {players.map((player) => (
        <TapButton key={player.id} justifyContent="start" textAlign="start" disabled={pending} onClick={() => onPick(player)}>
          {playerLabel(player)}
        </TapButton>
      ))}
    </TapGrid>
  );
}

interface SubstituteChoicesProps {
  sheets: TeamSheets;
  teamId: number;
  pending: boolean;
  onPick: (player: PickablePlayer) => void;
}

/** Who may come on: the side's squad players who have not played, once the squad is in. */
function SubstituteChoices({ sheets, teamId, pending, onPick }: SubstituteChoicesProps) {
  const { t } = useTranslation();
  const squad = useTeamPlayers(teamId);
  return (
    <QueryState query={squad} errorTitle={t('console.pad.squadError')}>
      {(players) => <PlayerChoices players={playersYetToPlay(players, sheets, teamId)} emptyText={t('console.pad.nobodyToBringOn')} pending={pending} onPick={onPick} />}
    </QueryState>
  );
}

interface IncidentQuestionProps {
  step: PadStep;
  /** The match's detail, which says who is on the pitch. */
  detail: QueryLike<MatchDetail>;
  /** A side's name in the reader's language. */
  teamName: (teamId: number | null) => string;
  /** How an incident of the timeline is told (the one an undo would take back). */
  describe: (event: MatchEventPayload) => string;
  pending: boolean;
  onStep: (step: PadStep | null) => void;
  onSend: (command: MatchCommand, player?: string) => void;
}

/**
 * The second tap of an incident (the third of a substitution): the question its first tap raised, in place of
 * the pad, with the answers as big buttons. Focus moves to the question, which also scrolls a phone to it.
 */
export function IncidentQuestion({ step, detail, teamName, describe, pending, onStep, onSend }: IncidentQuestionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const nameOf = (player: PickablePlayer) => isolate(localizedName(player, language));

  const onThePitch = (teamId: number, onPick: (player: PickablePlayer) => void) => (
    <QueryState query={detail} errorTitle={t('console.pad.sheetError')}>
      {(sheets) => <PlayerChoices players={playersOnThePitch(sheets, teamId)} emptyText={t('console.pad.nobodyOnPitch')} pending={pending} onPick={onPick} />}
    </QueryState>
  );

  const question = (): { title: string; answers: ReactNode } => {
    switch (step.command) {
      case 'card': {
        const { teamId, colour } = step;
        return {
          title: t('console.pad.whoIsBooked', { incident: t(`console.pad.incidents.${colour}_card`), team: isolate(teamName(teamId)) }),
          answers: onThePitch(teamId, (player) => onSend({ type: 'card', teamId, playerId: player.id, colour }, nameOf(player))),
        };
      }
      case 'penalty': {
        const { teamId } = step;
        return {
          title: t('console.pad.penaltyOutcome', { team: isolate(teamName(teamId)) }),
          answers: (
            <TapGrid columns={2}>
              <TapButton colorPalette="brand" disabled={pending} onClick={() => onSend({ type: 'penalty', teamId, scored: true })}>
                {t('console.pad.scored')}
              </TapButton>
              <TapButton disabled={pending} onClick={() => onSend({ type: 'penalty', teamId, scored: false })}>
                {t('console.pad.missed')}
              </TapButton>
            </TapGrid>
          ),
        };
      }
      case 'substitution': {
        const { teamId, playerOff } = step;
        const team = isolate(teamName(teamId));
        if (!playerOff) {
          return { title: t('console.pad.whoGoesOff', { team }), answers: onThePitch(teamId, (player) => onStep({ ...step, playerOff: player })) };
        }
        return {
          title: t('console.pad.whoComesOn', { team, player: nameOf(playerOff) }),
          answers: (
            <QueryState query={detail} errorTitle={t('console.pad.sheetError')}>
              {(sheets) => (
                <SubstituteChoices
                  sheets={sheets}
                  teamId={teamId}
                  pending={pending}
                  onPick={(player) => onSend({ type: 'substitution', teamId, playerOffId: playerOff.id, playerOnId: player.id }, nameOf(player))}
                />
              )}
            </QueryState>
          ),
        };
      }
      case 'var_review':
        return {
          title: t('console.pad.varOutcome'),
          answers: (
            <TapGrid columns={{ base: 1, sm: 2 }}>
              {VAR_OUTCOMES.map((outcome) => (
                <TapButton key={outcome} disabled={pending} onClick={() => onSend({ type: 'var_review', outcome })}>
                  {t(`console.pad.varOutcomes.${outcome}`)}
                </TapButton>
              ))}
            </TapGrid>
          ),
        };
      case 'added_time':
        return {
          title: t('console.pad.addedMinutes'),
          answers: (
            <TapGrid columns={{ base: 4, sm: 6 }}>
              {ADDED_TIME_CHOICES.map((minutes) => (
                <TapButton key={minutes} fontVariantNumeric="tabular-nums" disabled={pending} onClick={() => onSend({ type: 'added_time', minutes })}>
                  {/* "+3" as the board shows it, on right-to-left pages too. */}
                  {ltr(`+${minutes}`)}
                </TapButton>
              ))}
            </TapGrid>
          ),
        };
      case 'undo':
        return {
          title: t('console.undo.confirm', { incident: describe(step.event) }),
          answers: (
            <TapButton variant="solid" colorPalette="red" loading={pending} onClick={() => onSend({ type: 'undo', eventId: step.event.id })}>
              {t('console.undo.button')}
            </TapButton>
          ),
        };
    }
  };

  const { title, answers } = question();
  // Back from who comes on is back to who goes off; from any other question, back to the pad.
  const back = () => onStep(step.command === 'substitution' && step.playerOff ? { ...step, playerOff: null } : null);

  return (
    <Stack role="group" aria-labelledby={titleId} gap="3" borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3" bg="bg.subtle">
      <Text id={titleId} ref={titleRef} tabIndex={-1} fontWeight="semibold">
        {title}
      </Text>
      {answers}
      <TapButton disabled={pending} onClick={back}>
        {t('console.goBack')}
      </TapButton>
    </Stack>
  );
}
