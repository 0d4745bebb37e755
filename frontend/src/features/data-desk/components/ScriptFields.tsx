import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { scriptFields, type ScriptField } from '../lib/desk-forms';

const SCRIPTS = [
  { key: 'latin', dir: 'ltr', lang: 'en' },
  { key: 'arabic', dir: 'rtl', lang: 'ar' },
  { key: 'kurdish', dir: 'rtl', lang: 'ckb' },
] as const;

interface ScriptFieldsProps<F extends string> {
  legend: string;
  /** The API's field: `stadium` edits `stadium`, `stadiumArabic` and `stadiumKurdish`. */
  field: F;
  values: Record<ScriptField<F>, string>;
  onChange: (key: ScriptField<F>, value: string) => void;
  /** The Latin name is required (a club's, a player's): every other script falls back to it. */
  latinRequired?: boolean;
  disabled?: boolean;
}

/** One name in its three scripts, side by side on a wide screen: Latin, Arabic, Sorani, each typed in its own direction. */
export function ScriptFields<F extends string>({ legend, field, values, onChange, latinRequired = false, disabled = false }: ScriptFieldsProps<F>) {
  const { t } = useTranslation();
  const keys = scriptFields(field);
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {SCRIPTS.map((script, index) => {
          const key = keys[index];
          const required = latinRequired && script.key === 'latin';
          return (
            <Field.Root key={key} required={required} invalid={required && !values[key].trim()}>
              <Field.Label textStyle="xs" color="fg.muted">
                {t(`desk.scripts.${script.key}`)} {required ? <Field.RequiredIndicator /> : null}
              </Field.Label>
              <Input
                size="sm"
                name={key}
                aria-label={t('desk.scripts.inScript', { legend, script: t(`desk.scripts.${script.key}`) })}
                value={values[key]}
                dir={script.dir}
                lang={script.lang}
                onChange={(event) => onChange(key, event.currentTarget.value)}
              />
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
