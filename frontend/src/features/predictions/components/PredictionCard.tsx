import {
  outcomeOfScore,
  PREDICTION_ODDS,
  PREDICTION_OUTCOMES,
  PREDICTION_POINTS,
  type CreatePredictionRequest,
  type MatchResponse,
  type PredictionOutcome,
  type PredictionResponse,
} from '@isl/contracts';
import { Badge, Box, Button, Card, Flex, Grid, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuClock, LuCloudUpload, LuLock, LuBan, LuPlus } from 'react-icons/lu';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { PanelMessage } from '../../../components/PanelState';
import { isUnauthorizedError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useNow } from '../../../lib/use-now';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { useCreatePrediction } from '../api/create-prediction';
import { useJokers } from '../api/get-jokers';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { useMyPredictions } from '../../../lib/predictions/my-predictions';
import { useSeasons } from '../../../lib/season';
import { calledScore, countdownParts, jokerElsewhere, NO_SCORE, predictionCardState, predictionRequest, scoreDisagrees, type ScoreDraft } from '../lib/prediction-rules';
import { CrowdSplit } from './CrowdSplit';
import { ExactScoreField } from './ExactScoreField';
import { JokerSwitch } from './JokerSwitch';
import { CallExtras, SettledPoints } from './PredictionPoints';

interface PredictionCardProps {
  match: MatchResponse;
  /** The fan's prediction for this match: undefined while loading, null when there is none. */
  prediction: PredictionResponse | null | undefined;
  /** Given when the prediction could not be loaded: the card says so and offers this retry, never loading for good. */
  onRetry?: () => void;
  /** The fan's prediction kept on this phone until it can be sent (lib/waiting-writes.ts), if there is one. */
  waiting?: CreatePredictionRequest;
}

/** Spec: the odds shown beside each option, as "2.1x" (Western digits, kept left to right). */
const oddsLabel = (outcome: PredictionOutcome) => `${PREDICTION_ODDS[outcome].toFixed(1)}x`;

/** A unit of the countdown: from `sm` up a box with its label under the figure; on a phone the bare figure. */
const UNIT_BOX = {
  display: { base: 'inline', sm: 'inline-flex' },
  flexDirection: 'column',
  alignItems: 'center',
  minW: { sm: '9' },
  px: { sm: '1' },
  py: { sm: '0.5' },
  rounded: 'sm',
  bg: { sm: 'bg.muted' },
} as const;

/**
 * The time left to predict: from `sm` up "Predictions close in" over a box per unit; on a phone a clock and
 * "02:16:58" on one line, the days (if any) in words before it («يومان»), the label left to screen readers.
 */
function Countdown({ kickOff, now }: { kickOff: Date; now: Date }) {
  const { t } = useTranslation();
  const parts = countdownParts(kickOff, now);
  const unit = (name: 'days' | 'hours' | 'minutes' | 'seconds', width: number) => (
    <Box as="span" {...UNIT_BOX}>
      <Text as="span" fontWeight="bold" color="fg" fontVariantNumeric="tabular-nums">
        {String(parts[name]).padStart(width, '0')}
      </Text>
      <Text as="span" hideBelow="sm" textStyle="2xs" color="fg.muted">
        {t(`predictions.card.units.${name}`)}
      </Text>
    </Box>
  );
  return (
    <Flex direction={{ base: 'row', sm: 'column' }} gap="1" align="center" textStyle="xs" color="fg.muted">
      <HStack gap="1">
        <LuClock aria-hidden />
        <Text as="span" srOnly={{ base: true, sm: false }}>
          {t('predictions.card.closesIn')}
        </Text>
      </HStack>
      {/* A timer is not announced on every tick; the label names it. */}
      <HStack as="span" role="timer" aria-label={t('predictions.card.closesIn')} gap={{ base: '1', sm: '2' }} whiteSpace="nowrap">
        {parts.days > 0 ? (
          <>
            <Box as="span" hideFrom="sm" color="fg" fontWeight="bold">
              {t('predictions.card.days', { count: parts.days })}
            </Box>
            <Box as="span" hideBelow="sm">
              {unit('days', 1)}
            </Box>
          </>
        ) : null}
        {/* Hours, minutes and seconds read left to right in every language, as a clock does. */}
        <HStack as="span" gap={{ base: '0', sm: '2' }} dir="ltr" unicodeBidi="isolate">
          {unit('hours', 2)}
          <Box as="span" hideFrom="sm">
            :
          </Box>
          {unit('minutes', 2)}
          <Box as="span" hideFrom="sm">
            :
          </Box>
          {unit('seconds', 2)}
        </HStack>
      </HStack>
    </Flex>
  );
}

/** What keeps the form from being sent, as the fan is told under the exact score; null when it can go. */
function scoreProblem(choice: PredictionOutcome | null, draft: ScoreDraft, t: TFunction): string | null {
  const score = calledScore(draft);
  if (score === 'incomplete') return t('predictions.card.scoreIncomplete');
  if (!score || !scoreDisagrees(choice, score)) return null;
  return t('predictions.card.scoreDisagrees', {
    outcome: t(`predictions.outcomes.${outcomeOfScore(score.home, score.away)}`),
    picked: t(`predictions.outcomes.${choice}`),
  });
}

function OpenForm({ match, now }: { match: MatchResponse; now: Date }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [choice, setChoice] = useState<PredictionOutcome | null>(null);
  const [draft, setDraft] = useState<ScoreDraft>(NO_SCORE);
  const [joker, setJoker] = useState(false);
  // The exact score and the joker fold away until asked for: most calls are an outcome, and a phone shows more cards.
  const [extrasShown, setExtrasShown] = useState(false);
  const jokerPlayed = jokerElsewhere(useJokers().data ?? [], match);
  // The match it was played on, named from the fan's own calls.
  const mine = useMyPredictions().data;
  const jokerPlayedOn = jokerPlayed && mine?.find((call) => call.matchId === jokerPlayed.matchId)?.match;
  const bonus = useSeasons().data?.find((season) => season.label === match.season)?.rules.predictionPoints.exactScore;
  const submit = useCreatePrediction(match, {
    onSubmitted: () => notify({ type: 'success', title: t('predictions.toast.successTitle'), description: t('predictions.toast.success') }),
    onFailed: (error) => {
      // A lost session has its own toast and sign-in redirect (the query client's 401 rule).
      if (isUnauthorizedError(error)) return;
      notify({ type: 'error', title: t('predictions.toast.errorTitle'), description: t(apiErrorKeys(error, 'predictions.errors', 'predictions.errors.generic')) });
    },
  });
  const problem = scoreProblem(choice, draft, t);
  const score = calledScore(draft);

  /** A whole score called makes the outcome follow it; picking another outcome afterwards is shown as disagreeing. */
  const changeScore = (next: ScoreDraft) => {
    setDraft(next);
    const called = calledScore(next);
    if (called && called !== 'incomplete') setChoice(outcomeOfScore(called.home, called.away));
  };

  const onSubmit = () => {
    if (choice && score !== 'incomplete') submit.mutate(predictionRequest(match.id, choice, score, joker && !jokerPlayed));
  };

  // On a phone the card is dense: the options, the exact score and the joker (or the button that shows them),
  // then the countdown over the points beside the button, the options' heading left to screen readers. From `sm`
  // up: heading and points, options, exact score, joker, countdown, button.
  const extras = extrasShown ? '"score score" "joker joker"' : '"extras extras"';
  return (
    <Grid
      templateColumns={{ base: 'auto minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' }}
      templateAreas={{
        base: `"options options" ${extras} "clock submit" "points submit"`,
        sm: `"label points" "options options" ${extras} "clock clock" "submit submit"`,
      }}
      alignItems="center"
      gap={{ base: '2', sm: '3' }}
    >
      <Text id={labelId} gridArea="label" fontWeight="semibold" textStyle="sm" srOnly={{ base: true, sm: false }}>
        {t('predictions.card.chooseOutcome')}
      </Text>
      <Badge gridArea="points" justifySelf={{ base: 'start', sm: 'end' }} colorPalette="yellow" variant="subtle">
        {t('predictions.card.pointsLabel', { points: PREDICTION_POINTS })}
      </Badge>
      <RadioGroup.Root
        gridArea="options"
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
              px="1"
              py={{ base: '1.5', sm: '2' }}
              flexDirection="column"
              justifyContent="center"
              gap={{ base: '0', sm: '1' }}
              cursor="pointer"
              _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator hideBelow="sm" />
              <RadioGroup.ItemText textAlign="center" textStyle={{ base: 'xs', sm: 'sm' }} fontWeight="medium" lineHeight="short">
                {t(`predictions.outcomes.${outcome}`)}
              </RadioGroup.ItemText>
              <Text as="span" textStyle="xs" color="fg.muted" dir="ltr" unicodeBidi="isolate" aria-label={t('predictions.card.odds', { odds: oddsLabel(outcome) })}>
                {oddsLabel(outcome)}
              </Text>
            </RadioGroup.Item>
          ))}
        </Grid>
      </RadioGroup.Root>
      {extrasShown ? (
        <>
          <Box gridArea="score" borderTopWidth="1px" pt="2">
            <ExactScoreField match={match} draft={draft} onChange={changeScore} bonus={bonus} problem={problem} disabled={submit.isPending} />
          </Box>
          <Box gridArea="joker">
            <JokerSwitch round={match.matchday} on={joker} onChange={setJoker} played={Boolean(jokerPlayed)} playedOn={jokerPlayedOn} disabled={submit.isPending} />
          </Box>
        </>
      ) : (
        <Button gridArea="extras" justifySelf="start" size="xs" variant="ghost" colorPalette="brand" px="1" onClick={() => setExtrasShown(true)}>
          <LuPlus aria-hidden />
          {t('predictions.card.extras')}
        </Button>
      )}
      <Box gridArea="clock" justifySelf={{ base: 'start', sm: 'center' }} minW="0">
        <Countdown kickOff={new Date(match.matchDate)} now={now} />
      </Box>
      <Button gridArea="submit" colorPalette="brand" size={{ base: 'sm', sm: 'md' }} disabled={!choice || problem !== null || submit.isPending} onClick={onSubmit}>
        {submit.isPending ? t('predictions.card.submitting') : t('predictions.card.submit')}
      </Button>
    </Grid>
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

/** A prediction made offline, shown with the fan's pick until the api has it: then the card shows it submitted. */
function WaitingCall({ call }: { call: CreatePredictionRequest }) {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <StateMessage
        icon={<LuCloudUpload />}
        color="orange.fg"
        title={t('offlineWrites.waiting')}
        text={
          <>
            {t('predictions.card.yourPrediction', { outcome: t(`predictions.outcomes.${call.prediction}`) })}
            <CallExtras prediction={{ homeScore: call.homeScore ?? null, awayScore: call.awayScore ?? null, joker: call.joker ?? false }} />
            <Text as="span" display="block">
              {t('offlineWrites.predictionSaved')}
            </Text>
          </>
        }
      />
    </Box>
  );
}

/**
 * One upcoming match on the Predictions page, in one of the four states of spec section 4, or waiting to be sent
 * while the fan's prediction is kept on the phone.
 */
export function PredictionCard({ match, prediction, onRetry, waiting }: PredictionCardProps) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const state = predictionCardState(match, prediction, now);

  return (
    <Card.Root as="li" size="sm">
      <Card.Body p={{ base: '3', sm: '4' }} gap={{ base: '2', sm: '3' }}>
        <Stack gap="1">
          <Text textStyle="xs" color="fg.muted">
            <bdi>{matchDateLabel(match.matchDate, now, t)}</bdi>
          </Text>
          <MatchTeamsRow match={match} />
        </Stack>
        {waiting && !prediction ? (
          <WaitingCall call={waiting} />
        ) : prediction === undefined && onRetry ? (
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
                  <CallExtras prediction={prediction} />
                  {prediction.pointsAwarded > 0 ? (
                    <Text as="span" display="block" color="green.fg" fontWeight="semibold">
                      {t('predictions.card.pointsEarned', { points: prediction.pointsAwarded })}
                    </Text>
                  ) : null}
                </>
              }
            />
            <SettledPoints prediction={prediction} now={now} />
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
