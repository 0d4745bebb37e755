import type { MatchResponse, PlayerResponse } from '@isl/contracts';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { useTeamPlayers } from '../../../lib/teams/get-team-players';
import type { PickablePlayer } from '../lib/on-the-pitch';

// The fields of a goal that the goal form and the score correction's "add a goal" share: side, scorer, assist.

/** The scoring side: the match's home or away team. */
export function TeamSelect({ match, value, onChange }: { match: MatchResponse; value: number; onChange: (teamId: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const teams = [
    { id: match.homeTeamId, name: localizedName(homeTeamNames(match), language) },
    { id: match.awayTeamId, name: localizedName(awayTeamNames(match), language) },
  ];
  return (
    <Field.Root>
      <Field.Label>{t('console.goal.team')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** How the console names a player to pick: "7. Ibrahim Bayesh", his shirt number first, as the stands see him. */
export function usePlayerLabel(): (player: PickablePlayer) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (player) => {
    const name = isolate(localizedName(player, language));
    return player.jerseyNumber !== null ? t('console.goal.playerOption', { number: player.jerseyNumber, name }) : name;
  };
}

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

/** The chosen scorer and assist, as select values: a player id, or '' for none. */
export interface ScorerAndAssist {
  scorerId: string;
  assistId: string;
}

export const NO_SCORER: ScorerAndAssist = { scorerId: '', assistId: '' };

/** A field's value as a command's optional number (a player id, a minute): empty is none. */
export const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

interface ScorerAssistFieldsProps {
  /** The scoring side, whose squad both selects list; the parent resets the choice when it changes. */
  teamId: number;
  value: ScorerAndAssist;
  onChange: (value: ScorerAndAssist) => void;
}

/**
 * Scorer and assist of a goal from the scoring side's squad, both optional, as two fields of the parent's
 * grid. The squad is listed in the api's order (by shirt number, how an operator watching the match finds a
 * player); a scorer cannot assist his own goal.
 */
export function ScorerAssistFields({ teamId, value, onChange }: ScorerAssistFieldsProps) {
  const { t } = useTranslation();
  const squad = useTeamPlayers(teamId);
  const players = squad.data ?? [];
  const playerLabel = usePlayerLabel();
  const squadNote = squad.isPending ? t('app.loading') : squad.isError ? t('console.goal.squadError') : null;

  const chooseScorer = (scorerId: string) => onChange({ scorerId, assistId: scorerId === value.assistId ? '' : value.assistId });

  return (
    <>
      <PlayerSelect
        label={t('console.goal.scorer')}
        noneLabel={t('console.goal.notRecorded')}
        players={players}
        value={value.scorerId}
        onChange={chooseScorer}
        disabled={squad.isPending}
        optionLabel={playerLabel}
        note={squadNote}
      />
      <PlayerSelect
        label={t('console.goal.assist')}
        noneLabel={t('console.goal.noAssist')}
        players={players.filter((player) => String(player.id) !== value.scorerId)}
        value={value.assistId}
        onChange={(assistId) => onChange({ ...value, assistId })}
        disabled={squad.isPending}
        optionLabel={playerLabel}
      />
    </>
  );
}
