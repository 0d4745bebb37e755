import type { MatchResponse } from '@isl/contracts';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { OptionSelect } from '../../../components/OptionSelect';
import { roundOptions } from '../../../lib/rounds';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { notify } from '../../../lib/toaster';
import { useUpdateFixture } from '../api/update-fixture';
import { fixtureChange, fixtureDraft, fixtureDraftProblem, isEmptyChange, type FixtureDraft } from '../lib/desk-forms';
import { DeskEditorForm } from './DeskEditorForm';
import { ScriptFields } from './ScriptFields';

/** "Al-Shorta – Al-Zawraa" in the reader's script. */
export function useFixtureTitle() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (match: MatchResponse) => t('desk.fixtures.teams', { home: localizedName(homeTeamNames(match), language), away: localizedName(awayTeamNames(match), language) });
}

/**
 * A fixture's details the desk keeps: kick-off (typed on the league's clock, Baghdad, whatever the device's time
 * zone), round, venue and referee in three scripts. Its result is the match console's.
 */
export function FixtureEditor({ match, rounds }: { match: MatchResponse; rounds: number }) {
  const { t } = useTranslation();
  const title = useFixtureTitle();
  const update = useUpdateFixture();
  const [draft, setDraft] = useState<FixtureDraft>(() => fixtureDraft(match));
  const change = fixtureChange(match, draft);
  const problem = fixtureDraftProblem(draft);
  const edit = (key: string, value: string) => setDraft((previous) => ({ ...previous, [key]: value }));
  const save = () =>
    update.mutate({ id: match.id, change }, { onSuccess: () => notify({ type: 'success', title: t('desk.saved'), description: t('desk.fixtures.savedText', { fixture: title(match) }) }) });
  return (
<DeskEditorForm
      label={t('desk.fixtures.editorLabel', { fixture: title(match) })}
      title={title(match)}
      problem={problem}
      unchanged={isEmptyChange(change)}
      saving={update.isPending}
      onSave={save}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required invalid={problem === 'kickoffInvalid'}>
          <Field.Label>
            {t('desk.fixtures.kickoff')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="datetime-local" dir="ltr" value={draft.kickoff} onChange={(event) => edit('kickoff', event.currentTarget.value)} />
          <Field.HelperText>{t('desk.fixtures.kickoffHelp')}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('desk.fixtures.round')}</Field.Label>
          <OptionSelect
            value={draft.round}
            options={roundOptions(t, Math.max(rounds, match.matchday))}
            onChange={(round) => edit('round', round)}
          />
        </Field.Root>
      </SimpleGrid>
      <ScriptFields legend={t('desk.fixtures.venue')} field="venue" values={draft} onChange={edit} />
      <ScriptFields legend={t('desk.fixtures.referee')} field="referee" values={draft} onChange={edit} />
      {update.error && !update.isPending ? <ApiErrorAlert error={update.error} /> : null}
    </DeskEditorForm>
  );
}
