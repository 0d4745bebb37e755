import { PLAYER_POSITIONS, type DeskClub, type DeskPlayer, type PlayerPosition } from '@isl/contracts';
import { Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { OptionSelect } from '../../../components/OptionSelect';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { notify } from '../../../lib/toaster';
import { useUpdatePlayer } from '../api/update-player';
import { isEmptyChange, playerChange, playerDraft, playerDraftProblem, type PlayerDraft } from '../lib/desk-forms';
import { isShirtNumberTaken, ShirtNumberField, takenNumberError } from './ShirtNumberField';
import { DeskEditorForm } from './DeskEditorForm';
import { ScriptFields } from './ScriptFields';
import { TransferForm } from './TransferForm';

/**
 * A player as the desk keeps him: names in three scripts, position, shirt number (one a club has given already is
 * refused, the server's reason beside the field), date of birth, nationality, injury. Below it, his transfer.
 */
export function PlayerEditor({ player, clubs }: { player: DeskPlayer; clubs: DeskClub[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdatePlayer();
  const [draft, setDraft] = useState<PlayerDraft>(() => playerDraft(player));
  const change = playerChange(player, draft);
  const problem = playerDraftProblem(draft);
  const edit = <K extends keyof PlayerDraft>(key: K, value: PlayerDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const error = update.isPending ? null : update.error;
  const taken = takenNumberError(error, update.variables?.change.jerseyNumber, draft.jerseyNumber);
  const save = () =>
    update.mutate(
      { id: player.id, change },
      { onSuccess: (saved) => notify({ type: 'success', title: t('desk.saved'), description: t('desk.players.savedText', { player: isolate(localizedName(saved, language)) }) }) },
    );

  return (
    <Stack gap="8">
      <DeskEditorForm
        label={t('desk.players.editorLabel', { player: player.name })}
        title={localizedName(player, language)}
        problem={problem}
        unchanged={isEmptyChange(change)}
        saving={update.isPending}
        onSave={save}
      >
        <ScriptFields legend={t('desk.players.name')} field="name" values={draft} onChange={edit} latinRequired />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('desk.players.position')}</Field.Label>
            <OptionSelect
              value={draft.position}
              options={PLAYER_POSITIONS.map((position) => ({ value: position, label: t(`positions.${position}`) }))}
              onChange={(position) => edit('position', position as PlayerPosition)}
            />
          </Field.Root>
          <ShirtNumberField value={draft.jerseyNumber} onChange={(value) => edit('jerseyNumber', value)} taken={taken} />
          <Field.Root>
            <Field.Label>{t('desk.players.dateOfBirth')}</Field.Label>
            <Input type="date" dir="ltr" value={draft.dateOfBirth} onChange={(event) => edit('dateOfBirth', event.currentTarget.value)} />
          </Field.Root>
          <Field.Root required invalid={problem === 'nationalityRequired'}>
            <Field.Label>
              {t('desk.players.nationality')} <Field.RequiredIndicator />
            </Field.Label>
            <Input dir="ltr" value={draft.nationality} onChange={(event) => edit('nationality', event.currentTarget.value)} />
            <Field.HelperText>{t('desk.players.nationalityHelp')}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root checked={draft.isInjured} onCheckedChange={(details) => edit('isInjured', details.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('desk.players.injured')}</Checkbox.Label>
        </Checkbox.Root>
        {error && !isShirtNumberTaken(error) ? <ApiErrorAlert error={error} /> : null}
      </DeskEditorForm>
      <TransferForm player={player} clubs={clubs} />
    </Stack>
  );
}
