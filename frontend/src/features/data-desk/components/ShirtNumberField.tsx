import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { SHIRT_NUMBERS, shirtNumberValid, wholeNumberOf } from '../lib/desk-forms';

export const isShirtNumberTaken = (error: unknown) => error instanceof ApiError && error.code === 'SHIRT_NUMBER_TAKEN';

/** The server's refusal of a number the club has given already, while the field still holds the number refused. */
export const takenNumberError = (error: unknown, sent: number | null | undefined, typed: string): unknown =>
  isShirtNumberTaken(error) && sent === wholeNumberOf(typed) ? error : null;

interface ShirtNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal of this number, shown under the field. */
  taken: unknown;
  label?: string;
}

/** A shirt number, 1 to 99, or none. */
export function ShirtNumberField({ value, onChange, taken, label }: ShirtNumberFieldProps) {
  const { t } = useTranslation();
  const valid = shirtNumberValid(value);
  return (
    <Field.Root invalid={!valid || Boolean(taken)}>
      <Field.Label>{label ?? t('desk.players.shirtNumber')}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.currentTarget.value)} inputMode="numeric" dir="ltr" maxLength={2} />
      <Field.ErrorText>{taken ? t(apiErrorKeys(taken)) : t('desk.players.shirtNumberInvalid', SHIRT_NUMBERS)}</Field.ErrorText>
    </Field.Root>
  );
}
