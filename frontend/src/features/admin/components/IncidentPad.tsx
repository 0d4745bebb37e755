import type { MatchCommand, MatchEventPayload, MatchResponse } from '@isl/contracts';
import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate, ltr } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedField, localizedName } from '../../../lib/localized-name';
import { useMatch } from '../../../lib/matches/use-match';
import {
  COMMAND_OF_INCIDENT,
  MATCH_INCIDENTS,
  SIDE_INCIDENTS,
  latestUndoableIncidents,
  tapSideIncident,
  type PadCommand,
  type PadStep,
  type SideIncident,
} from '../lib/incident-pad';
import { timelineText } from '../lib/match-commands';
import { IncidentQuestion, TapButton, TapGrid } from './IncidentQuestion';

/** The cards' colours on their buttons, so a glance finds them. */
const PALETTE_OF: Partial<Record<SideIncident, string>> = { yellow_card: 'yellow', red_card: 'red' };

/** A named group of the pad's buttons: a side's, the whole match's. */
function PadGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} gap="2" minW="0">
      <Text id={titleId} fontWeight="semibold" textStyle="sm">
        {title}
      </Text>
      <TapGrid columns={2}>{children}</TapGrid>
    </Stack>
  );
}

interface IncidentPadProps {
  match: MatchResponse;
  /** The pad's commands the match's phase accepts: the pad offers only their incidents. */
  commands: readonly PadCommand[];
  /** The question an incident's first tap raised, shown in place of the pad. */
  step: PadStep | null;
  onStep: (step: PadStep | null) => void;
  pending: boolean;
  /** Sends a command; `player` names the one it concerns for the console's notice. */
  onSend: (command: MatchCommand, player?: string) => void;
}

/**
 * The incidents of a match being played, entered from a phone in the stands in one or two taps: for each side a
 * button per incident (a shot or a corner is sent at once, the rest ask one question), the review and the board
 * for the whole match, and the latest incidents to take back. No minute is asked: the server takes the clock's.
 */
export function IncidentPad({ match, commands, step, onStep, pending, onSend }: IncidentPadProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useMatch(match.id);
  const undoTitleId = useId();
  const sides = [
    { teamId: match.homeTeamId, name: localizedName(homeTeamNames(match), language) },
    { teamId: match.awayTeamId, name: localizedName(awayTeamNames(match), language) },
  ];
  const teamName = (teamId: number | null) => sides.find((side) => side.teamId === teamId)?.name ?? '';

  /** An incident of the timeline in one line: its minute, its words as the match centre's timeline says them, and who. */
  const describe = (event: MatchEventPayload) => {
    const player = localizedField(event, 'playerName', language);
    const playerOn = localizedField(event, 'playerOnName', language);
    const people =
      event.type === 'substitution'
        ? [player && t('matchCentre.playerOff', { player: isolate(player) }), playerOn && t('matchCentre.playerOn', { player: isolate(playerOn) })]
        : [player && isolate(player)];
    return [event.minute !== null ? ltr(t('matches.ticker.minute', { minute: event.minute })) : null, timelineText(t, event, isolate(teamName(event.teamId))), ...people]
      .filter(Boolean)
      .join(' · ');
  };

  if (step) {
    // Keyed by the question, so a new one (who comes on, after who goes off) takes the focus again.
    const questionKey = step.command === 'substitution' ? `substitution-${step.playerOff?.id ?? 'off'}` : step.command;
    return <IncidentQuestion key={questionKey} step={step} detail={detail} teamName={teamName} describe={describe} pending={pending} onStep={onStep} onSend={onSend} />;
  }

  const tapSide = (incident: SideIncident, teamId: number) => {
    const tap = tapSideIncident(incident, teamId);
    if ('send' in tap) onSend(tap.send);
    else onStep(tap.ask);
  };
  const sideIncidents = SIDE_INCIDENTS.filter((incident) => commands.includes(COMMAND_OF_INCIDENT[incident]));
  const matchIncidents = MATCH_INCIDENTS.filter((incident) => commands.includes(COMMAND_OF_INCIDENT[incident]));
  const undoable = commands.includes('undo') ? latestUndoableIncidents(detail.data?.events ?? []) : [];

  return (
    <Stack as="section" aria-label={t('console.pad.label')} gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {sides.map((side) => (
          <PadGroup key={side.teamId} title={side.name}>
            {sideIncidents.map((incident) => {
              const label = t(`console.pad.incidents.${incident}`);
              return (
                <TapButton
                  key={incident}
                  colorPalette={PALETTE_OF[incident] ?? 'brand'}
                  aria-label={t('console.pad.forSide', { incident: label, team: side.name })}
                  disabled={pending}
                  onClick={() => tapSide(incident, side.teamId)}
                >
                  {label}
                </TapButton>
              );
            })}
          </PadGroup>
        ))}
      </SimpleGrid>

      {matchIncidents.length > 0 ? (
        <PadGroup title={t('console.pad.bothSides')}>
          {matchIncidents.map((incident) => (
            <TapButton key={incident} colorPalette="brand" disabled={pending} onClick={() => onStep({ command: incident })}>
              {t(`console.pad.incidents.${incident}`)}
            </TapButton>
          ))}
        </PadGroup>
      ) : null}

      {undoable.length > 0 ? (
        <Stack as="section" aria-labelledby={undoTitleId} gap="2">
          <Text id={undoTitleId} fontWeight="semibold" textStyle="sm">
            {t('console.undo.title')}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {undoable.map((event) => {
              const incident = describe(event);
              return (
                <Flex as="li" key={event.id} align="center" gap="3">
                  <Text flex="1" minW="0" textStyle="sm">
                    {incident}
                  </Text>
                  <TapButton
                    flexShrink={0}
                    colorPalette="red"
                    aria-label={t('console.undo.buttonLabel', { incident })}
                    disabled={pending}
                    onClick={() => onStep({ command: 'undo', event })}
                  >
                    {t('console.undo.button')}
                  </TapButton>
                </Flex>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
