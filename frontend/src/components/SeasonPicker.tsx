import { Badge, Field, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../lib/bidi';
import { useSeasonParam, useSeasons, useShownSeason } from '../lib/season';
import { OptionSelect } from './OptionSelect';

/**
 * Which season a screen reads: every season, newest first, the current one marked. It changes what is read only
 * (the address's `season`, see useSeasonParam); a season other than the current one is marked as such.
 */
export function SeasonPicker() {
  const { t } = useTranslation();
  const seasons = useSeasons().data;
  const { setSeason } = useSeasonParam();
  const { season, readOnly, past } = useShownSeason();
  if (!seasons || seasons.length < 2 || !season) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {/* The label as wide as its word, not the form's label column. */}
      <Field.Root orientation="horizontal" gap="2" width="auto" css={{ '--field-label-width': 'max-content' }}>
        <Field.Label textStyle="sm" whiteSpace="nowrap">
          {t('seasons.label')}
        </Field.Label>
        <OptionSelect
          size="sm"
          width="11.5rem"
          value={season.label}
          options={seasons.map(({ label, isCurrent }) => ({ value: label, label: isCurrent ? t('seasons.currentOption', { season: ltr(label) }) : label }))}
          onChange={(label) => setSeason(label)}
        />
      </Field.Root>
      {readOnly ? (
        <Badge colorPalette="gray" variant="subtle">
          {t(past ? 'seasons.past' : 'seasons.upcoming')}
        </Badge>
      ) : null}
    </HStack>
  );
}
