import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { CommandForm, type MatchCommandFormProps } from './CommandForm';

/** Sets both scores outright, starting from the current ones; the server refuses an unchanged score. */
export function ScoreCorrectionForm({ match, pending, onSubmit, onClose }: MatchCommandFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [homeScore, setHomeScore] = useState(String(match.homeScore ?? 0));
  const [awayScore, setAwayScore] = useState(String(match.awayScore ?? 0));
  const sides = [
    { key: 'home', team: localizedName(homeTeamNames(match), language), value: homeScore, set: setHomeScore },
    { key: 'away', team: localizedName(awayTeamNames(match), language), value: awayScore, set: setAwayScore },
  ];

  return (
    <CommandForm
      title={t('console.correctScore.title')}
      submitLabel={t('console.correctScore.submit')}
      pending={pending}
      onSubmit={() => onSubmit({ type: 'correct_score', homeScore: Number(homeScore), awayScore: Number(awayScore) })}
      onClose={onClose}
    >
      <SimpleGrid columns={2} gap="4">
        {sides.map((side) => (
          <Field.Root key={side.key}>
            <Field.Label>{t('console.correctScore.goalsOf', { team: side.team })}</Field.Label>
            <Input type="number" inputMode="numeric" min={0} max={99} value={side.value} onChange={(event) => side.set(event.currentTarget.value)} />
          </Field.Root>
        ))}
      </SimpleGrid>
    </CommandForm>
  );
}
