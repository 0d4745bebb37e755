import { PREDICTION_OUTCOMES, wholePercentages, type PredictionOutcome, type ResultChances } from '@isl/contracts';
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../lib/bidi';

/** The colour each result is drawn in: on this bar and on the match centre's charts, so one key reads them all. */
export const OUTCOME_COLORS: Record<PredictionOutcome, string> = { home: 'brand.solid', draw: 'gray.500', away: 'blue.600' };

/** Whole percentages of the three chances adding up to 100 (the api gives them to three decimals). */
export function chancePercentages(chances: ResultChances): ResultChances {
  const [home, draw, away] = wholePercentages(PREDICTION_OUTCOMES.map((outcome) => Math.round(chances[outcome] * 1000)));
  return { home, draw, away };
}

interface WinProbabilityBarProps {
  chances: ResultChances;
  /** The clubs' names in the reader's language. */
  home: string;
  away: string;
  /** A list row's thin bar with the figures under it, or the match centre's with each result named above it. */
  variant: 'compact' | 'full';
}

/**
 * The chances of a home win, a draw and an away win as one bar cut in three, home at the reading direction's start.
 * It is one image to assistive technology, named with all three figures; the figures are also written beside it,
 * so no one has to judge a segment's width.
 */
export function WinProbabilityBar({ chances, home, away, variant }: WinProbabilityBarProps) {
  const { t } = useTranslation();
  const percents = chancePercentages(chances);
  const names: Record<PredictionOutcome, string> = { home, draw: t('matches.chances.draw'), away };
  const label = t('matches.chances.label', {
    home: isolate(home),
    homePercent: percents.home,
    drawPercent: percents.draw,
    away: isolate(away),
    awayPercent: percents.away,
  });
  const figure = (outcome: PredictionOutcome) => <bdi>{t('matches.chances.percent', { percent: percents[outcome] })}</bdi>;
  const compact = variant === 'compact';

  const bar = (
    <Flex h={compact ? '1' : '2.5'} gap="0.5" rounded="full" overflow="hidden">
      {/* A result that cannot happen any more (after full time) leaves no sliver. */}
      {PREDICTION_OUTCOMES.filter((outcome) => percents[outcome] > 0).map((outcome) => (
        <Box key={outcome} flexGrow={percents[outcome]} flexBasis="0" bg={OUTCOME_COLORS[outcome]} />
      ))}
    </Flex>
  );

  if (compact) {
    return (
      <Stack role="img" aria-label={label} gap="0.5" w="full" minW="0">
        {bar}
        <Flex justify="space-between" textStyle="2xs" color="fg.muted" fontVariantNumeric="tabular-nums" lineHeight="1">
          {PREDICTION_OUTCOMES.map((outcome) => (
            <span key={outcome}>{figure(outcome)}</span>
          ))}
        </Flex>
      </Stack>
    );
  }
  return (
    <Stack role="img" aria-label={label} gap="1.5" w="full" minW="0">
      <Text textStyle="xs" fontWeight="medium" color="fg.muted" textAlign="center">
        {t('matches.chances.title')}
      </Text>
      <Grid templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)" columnGap="3" alignItems="end">
        {PREDICTION_OUTCOMES.map((outcome) => (
          <Stack key={outcome} gap="0" minW="0" textAlign={outcome === 'home' ? 'start' : outcome === 'draw' ? 'center' : 'end'}>
            <Text as="span" textStyle="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" color={outcome === 'draw' ? 'fg.muted' : OUTCOME_COLORS[outcome]}>
              {figure(outcome)}
            </Text>
            <Text as="span" textStyle="xs" color="fg.muted" truncate>
              {names[outcome]}
            </Text>
          </Stack>
        ))}
      </Grid>
      {bar}
    </Stack>
  );
}
