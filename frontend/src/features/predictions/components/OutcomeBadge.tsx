import type { MatchResponse, PredictionOutcome } from '@isl/contracts';
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { outcomeBadge } from '../lib/prediction-rules';

const PALETTES = { pending: 'gray', correct: 'green', wrong: 'red' } as const;

/** ✓ Correct, ✗ Wrong or Pending, by the spec's rule (section 4). */
export function OutcomeBadge({ prediction, match }: { prediction: PredictionOutcome; match: Pick<MatchResponse, 'status' | 'homeScore' | 'awayScore'> }) {
  const { t } = useTranslation();
  const badge = outcomeBadge(prediction, match);
  return (
    <Badge colorPalette={PALETTES[badge]} variant="subtle" data-outcome={badge}>
      {t(`predictions.badge.${badge}`)}
    </Badge>
  );
}
