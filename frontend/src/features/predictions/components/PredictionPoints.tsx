import { JOKER_MULTIPLIER, type PredictionResponse } from '@isl/contracts';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSparkles } from 'react-icons/lu';
import { PointsBreakdown } from '../../../components/PointsBreakdown';
import { Scoreline } from '../../../components/Scoreline';
import { ltr } from '../../../lib/bidi';
import { matchDateLabel } from '../../../lib/matches/match-date-label';

/** What a call carries beside its outcome: the exact score called and the joker mark; nothing for an outcome alone. */
export function CallExtras({ prediction, justify = 'center' }: { prediction: Pick<PredictionResponse, 'homeScore' | 'awayScore' | 'joker'>; justify?: 'center' | 'start' }) {
  const { t } = useTranslation();
  const { homeScore, awayScore, joker } = prediction;
  if ((homeScore === null || awayScore === null) && !joker) return null;
  return (
    <HStack as="span" gap="2" justify={justify} wrap="wrap" textStyle="sm" my="1">
      {homeScore !== null && awayScore !== null ? (
        <HStack as="span" gap="1" data-testid="called-score">
          <Text as="span">{t('predictions.call.exactScore')}</Text>
          <Scoreline home={homeScore} away={awayScore} />
        </HStack>
      ) : null}
      {joker ? (
        <Badge colorPalette="purple" variant="solid" size="sm" data-testid="joker-mark">
          <LuSparkles aria-hidden />
          {t('predictions.call.joker', { times: ltr(`×${JOKER_MULTIPLIER}`) })}
        </Badge>
      ) : null}
    </HStack>
  );
}

/**
 * A settled call's points line by line (outcome, exact score, joker) over the total, and when the match was settled
 * (league time, as every date here); nothing before it is settled.
 */
export function SettledPoints({ prediction, now }: { prediction: Pick<PredictionResponse, 'breakdown' | 'pointsAwarded' | 'settledAt'>; now: Date }) {
  const { t } = useTranslation();
  if (!prediction.settledAt) return null;
  return (
    <Stack gap="1" p="2" rounded="md" bg="bg.muted" textAlign="start">
      <PointsBreakdown lines={prediction.breakdown} total={prediction.pointsAwarded} label={t('predictions.call.breakdown')} />
      <Text textStyle="xs" color="fg.muted">
        {t('predictions.call.settledAt', { when: matchDateLabel(prediction.settledAt, now, t) })}
      </Text>
    </Stack>
  );
}
