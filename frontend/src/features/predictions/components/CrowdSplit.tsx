import { PREDICTION_OUTCOMES, splitPercentages, withOwnPrediction, type PredictionResponse } from '@isl/contracts';
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePredictionSplit } from '../api/get-prediction-split';

/**
 * How the crowd called the match, once the fan has made their own call: each outcome's share in whole percent
 * (adding up to 100), the fan's own marked. The split is counted every few seconds; a call of the fan's newer
 * than the count is added to it, so it never leaves them out.
 */
export function CrowdSplit({ matchId, prediction }: { matchId: number; prediction: PredictionResponse }) {
  const { t } = useTranslation();
  const headingId = useId();
  const split = usePredictionSplit(matchId);
  if (!split.data) return null;
  const counted = withOwnPrediction(split.data, prediction);
  const percent = splitPercentages(counted);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" w="full" pt="1">
      <Text id={headingId} textStyle="xs" fontWeight="semibold" color="fg.muted">
        {t('predictions.crowd.title')}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="1.5">
        {PREDICTION_OUTCOMES.map((outcome) => {
          const own = outcome === prediction.prediction;
          return (
            <Box as="li" key={outcome} display="grid" gridTemplateColumns="minmax(0, 9rem) minmax(0, 1fr) 2.75rem" alignItems="center" gap="2" textStyle="xs">
              <Flex gap="1" align="center" wrap="wrap" minW="0">
                <Text as="span" fontWeight={own ? 'bold' : 'medium'}>
                  {t(`predictions.outcomes.${outcome}`)}
                </Text>
                {own ? (
                  <Badge size="xs" colorPalette="brand" variant="subtle">
                    {t('predictions.crowd.yours')}
                  </Badge>
                ) : null}
              </Flex>
              <Box h="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                <Box h="full" w={`${percent[outcome]}%`} bg={own ? 'brand.solid' : 'fg.subtle'} rounded="full" />
              </Box>
              <Text as="span" textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                <bdi dir="ltr">{`${percent[outcome]}%`}</bdi>
              </Text>
            </Box>
          );
        })}
      </Box>
      <Text textStyle="2xs" color="fg.muted">
        {t('predictions.crowd.counted', { total: counted.total })}
      </Text>
    </Stack>
  );
}
