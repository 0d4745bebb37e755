import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLeagueDateTimeInput, toLeagueDateTimeInput } from '../../../lib/league-calendar';
import { CommandForm, type MatchCommandFormProps } from './CommandForm';

/**
 * A new kick-off for a postponed match, typed on the league's clock (Baghdad), as every date on the site is
 * shown, whatever the time zone of the operator's device.
 */
export function RescheduleForm({ match, pending, onSubmit, onClose }: MatchCommandFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => toLeagueDateTimeInput(new Date(match.matchDate)));
  const newDate = fromLeagueDateTimeInput(value);

  return (
    <CommandForm
      title={t('console.reschedule.title')}
      submitLabel={t('console.reschedule.submit')}
      pending={pending}
      // An empty or partial value is sent as it is, so the server's VALIDATION_FAILED explains it.
      onSubmit={() => onSubmit({ type: 'reschedule', newDate: newDate?.toISOString() ?? value })}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>{t('console.reschedule.newDate')}</Field.Label>
        <Input type="datetime-local" dir="ltr" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
        <Field.HelperText>{t('console.reschedule.help')}</Field.HelperText>
      </Field.Root>
    </CommandForm>
  );
}
