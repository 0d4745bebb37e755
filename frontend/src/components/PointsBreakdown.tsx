import { CAPTAIN_MULTIPLIER, JOKER_MULTIPLIER, type PointsLine, type PointsReason } from '@isl/contracts';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../lib/bidi';

/** The reasons that double what the other lines made: their label says by how much ("Joker ×2"). */
const MULTIPLIERS: Partial<Record<PointsReason, number>> = { joker: JOKER_MULTIPLIER, captain: CAPTAIN_MULTIPLIER, viceCaptain: CAPTAIN_MULTIPLIER };

/** Points gained or lost as a line reads them: "+3", "-1", "0". */
export const signedPoints = (points: number) => (points > 0 ? `+${points}` : String(points));

interface PointsBreakdownProps {
  lines: readonly PointsLine[];
  /** The total the server gave, shown under the lines they add up to. */
  total: number;
  /** Names the list for screen readers (whose points these are). */
  label: string;
}

/**
 * The lines that made a prediction's or a squad player's points ("Outcome +10", "Exact score +5", "Joker ×2 +15")
 * over their total. The figures are kept left to right, so "+15" reads so in Arabic and Sorani too.
 */
export function PointsBreakdown({ lines, total, label }: PointsBreakdownProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" textStyle="sm" data-testid="points-breakdown">
      <Stack as="ul" listStyleType="none" gap="0.5" aria-label={label}>
        {lines.map((line) => (
          <Flex as="li" key={line.reason} justify="space-between" gap="3" data-reason={line.reason}>
            <Text as="span" color="fg.muted">
              {t(`points.reasons.${line.reason}`, { times: ltr(`×${MULTIPLIERS[line.reason] ?? 1}`) })}
            </Text>
            <Text as="span" fontWeight="medium" dir="ltr" unicodeBidi="isolate" fontVariantNumeric="tabular-nums">
              {signedPoints(line.points)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Flex justify="space-between" gap="3" mt="1" pt="1" borderTopWidth={lines.length ? '1px' : undefined} fontWeight="bold" data-testid="points-total">
        <Text as="span">{t('points.total')}</Text>
        <Text as="span" dir="ltr" unicodeBidi="isolate" fontVariantNumeric="tabular-nums">
          {total}
        </Text>
      </Flex>
    </Stack>
  );
}
