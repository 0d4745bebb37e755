import { LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '@isl/contracts';
import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leagueNameProblem } from '../lib/league-name';

interface LeagueNameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** After a try to send the form: a name too short is pointed out even if the field was never left. */
  checked: boolean;
  disabled?: boolean;
}

/**
 * A league's name, checked as it is typed: too long at once, too short once the fan leaves the field (or tries to
 * send the form), so the first letters typed are not greeted with an error. A count of the letters beside it.
 */
export function LeagueNameField({ label, value, onChange, checked, disabled }: LeagueNameFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = leagueNameProblem(value);
  const shown = problem === 'tooLong' || ((left || checked) && problem !== null) ? problem : null;
  const limits = { min: LEAGUE_NAME_MIN, max: LEAGUE_NAME_MAX };
  return (
    <Field.Root invalid={shown !== null} required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name="name" value={value} onChange={(event) => onChange(event.currentTarget.value)} onBlur={() => setLeft(true)} autoComplete="off" />
      <Flex justify="space-between" gap="3" w="full">
        {shown ? <Field.ErrorText>{t(`leagues.name.${shown}`, limits)}</Field.ErrorText> : <Field.HelperText>{t('leagues.name.hint', limits)}</Field.HelperText>}
        <Text as="span" textStyle="xs" color={problem === 'tooLong' ? 'fg.error' : 'fg.muted'} flexShrink="0" mt="1.5" aria-hidden>
          <bdi dir="ltr">{`${[...value.trim()].length}/${LEAGUE_NAME_MAX}`}</bdi>
        </Text>
      </Flex>
    </Field.Root>
  );
}
