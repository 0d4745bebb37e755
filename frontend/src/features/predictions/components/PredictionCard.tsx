import { PREDICTION_ODDS, PREDICTION_OUTCOMES, PREDICTION_POINTS, type MatchResponse, type PredictionOutcome, type PredictionResponse } from '@isl/contracts';
import { Badge, Box, Button, Card, Flex, Grid, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuClock, LuLock, LuBan } from 'react-icons/lu';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { PanelMessage } from '../../../components/PanelState';
import { isUnauthorizedError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useNow } from '../../../lib/use-now';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { useCreatePrediction } from '../api/create-prediction';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { countdownParts, predictionCardState } from '../lib/prediction-rules';
import { CrowdSplit } from './CrowdSplit';

interface PredictionCardProps {
  match: MatchResponse;
  /** The fan's prediction for this match: undefined while loading, null when there is none. */
  prediction: PredictionResponse | null | undefined;
  /** Given when the prediction could not be loaded: the card says so and offers this retry, never loading for good. */
  onRetry?: () => void;
}

/** Spec: the odds shown beside each option, as "2.1x" (Western digits, kept left to right). */
const oddsLabel = (outcome: PredictionOutcome) => `${PREDICTION_ODDS[outcome].toFixed(1)}x`;

function Countdown({ kickOff, now }: { kickOff: Date; now: Date }) {
  const { t } = useTranslation();
  const parts = countdownParts(kickOff, now);
  const units = (['days', 'hours', 'minutes', 'seconds'] as const).filter((unit) => unit !== 'days' || parts.days > 0);
  return (
    <Stack gap="1" align="center">
      <HStack gap="1" textStyle="xs" color="fg.muted">
        <LuClock aria-hidden />
        <Text as="span">{t('predictions.card.closesIn')}</Text>
      </HStack>
      {/* A timer is not announced on every tick; the label names it. */}
      <HStack role="timer" aria-label={t('predictions.card.closesIn')} gap="2" dir="ltr" unicodeBidi="isolate">
        {units.map((unit) => (
          <Stack key={unit} gap="0" align="center" minW="9" px="1" py="0.5" rounded="sm" bg="bg.muted">
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {String(parts[unit]).padStart(unit === 'days' ? 1 : 2, '0')}
            </Text>
            <Text as="span" textStyle="2xs" color="fg.muted">
              {t(`predictions.card.units.${unit}`)}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Stack>
  );
}

function OpenForm({ match, now }: { match: MatchResponse; now: Date }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [choice, setChoice] = useState<PredictionOutcome | null>(null);
  const submit = useCreatePrediction({
    onSubmitted: () => notify({ type: 'success', title: t('predictions.toast.successTitle'), description: t('predictions.toast.success') }),
    onFailed: (error) => {
      // A lost session has its own toast and sign-in redirect (the query client's 401 rule).
      if (isUnauthorizedError(error)) return;
      notify({ type: 'error', title: t('predictions.toast.errorTitle'), description: t(apiErrorKeys(error, 'predictions.errors', 'predictions.errors.generic')) });
    },
  });

  const onSubmit = () => {
    if (choice) submit.mutate({ matchId: match.id, prediction: choice });
  };

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2">
        <Text id={labelId} fontWeight="semibold" textStyle="sm">
          {t('predictions.card.chooseOutcome')}
        </Text>
        <Badge colorPalette="yellow" variant="subtle">
          {t('predictions.card.pointsLabel', { points: PREDICTION_POINTS })}
        </Badge>
      </Flex>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={choice}
        onValueChange={(details) => setChoice(details.value as PredictionOutcome)}
        disabled={submit.isPending}
        colorPalette="brand"
      >
        <Grid templateColumns="repeat(3, 1fr)" gap="2">
          {PREDICTION_OUTCOMES.map((outcome) => (
            <RadioGroup.Item
              key={outcome}
              value={outcome}
              borderWidth="1px"
              rounded="md"
              p="2"
              flexDirection="column"
              gap="1"
              cursor="pointer"
              _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText textAlign="center" textStyle="sm" fontWeight="medium">
                {t(`predictions.outcomes.${outcome}`)}
              </RadioGroup.ItemText>
              <Text as="span" textStyle="xs" color="fg.muted" dir="ltr" unicodeBidi="isolate" aria-label={t('predictions.card.odds', { odds: oddsLabel(outcome) })}>
                {oddsLabel(outcome)}
              </Text>
            </RadioGroup.Item>
          ))}
        </Grid>
      </RadioGroup.Root>
      <Countdown kickOff={new Date(match.matchDate)} now={now} />
      <Button colorPalette="brand" disabled={!choice || submit.isPending} onClick={onSubmit}>
        {submit.isPending ? t('predictions.card.submitting') : t('predictions.card.submit')}
      </Button>
    </Stack>
  );
}

function StateMessage({ icon, title, text, color }: { icon: React.ReactNode; title: string; text?: React.ReactNode; color: string }) {
  return (
    <Stack gap="1" align="center" textAlign="center" py="2">
      <Box color={color} fontSize="2xl" aria-hidden>
        {icon}
      </Box>
      <Text fontWeight="semibold">{title}</Text>
      {text ? (
        <Text textStyle="sm" color="fg.muted">
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One upcoming match on the Predictions page, in one of the four states of spec section 4. */
export function PredictionCard({ match, prediction, onRetry }: PredictionCardProps) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const state = predictionCardState(match, prediction, now);

  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <Stack gap="1">
          <Text textStyle="xs" color="fg.muted">
            <bdi>{matchDateLabel(match.matchDate, now, t)}</bdi>
          </Text>
          <MatchTeamsRow match={match} />
        </Stack>
        {prediction === undefined && onRetry ? (
          <PanelMessage kind="error" title={t('predictions.card.loadError')} onRetry={onRetry} />
        ) : prediction === undefined && state !== 'submitted' ? (
          <Text textStyle="sm" color="fg.muted" textAlign="center" role="status">
            {t('app.loading')}
          </Text>
        ) : state === 'open' ? (
          <OpenForm match={match} now={now} />
        ) : state === 'submitted' && prediction ? (
          <>
            <StateMessage
              icon={<LuCircleCheck />}
              color="green.solid"
              title={t('predictions.card.submitted')}
              text={
                <>
                  {t('predictions.card.yourPrediction', { outcome: t(`predictions.outcomes.${prediction.prediction}`) })}
                  {prediction.pointsAwarded > 0 ? (
                    <Text as="span" display="block" color="green.fg" fontWeight="semibold">
                      {t('predictions.card.pointsEarned', { points: prediction.pointsAwarded })}
                    </Text>
                  ) : null}
                </>
              }
            />
            <CrowdSplit matchId={match.id} prediction={prediction} />
          </>
        ) : state === 'closed' ? (
          <StateMessage icon={<LuLock />} color="fg.muted" title={t('predictions.card.closed')} text={t('predictions.card.closedText')} />
        ) : (
          <StateMessage icon={<LuBan />} color="fg.muted" title={t('predictions.card.unavailable')} text={t('predictions.card.unavailableText')} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
