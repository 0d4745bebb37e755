import { Box } from '@chakra-ui/react';

interface ScorelineProps {
  home: number;
  away: number;
}

/**
 * "2 - 1" as three boxes in an isolated flex row. The row follows the page direction, so on a right-to-left
 * page the home score stays beside the home team (which sits on the right), and no neighbouring text or
 * number can reorder the digits.
 */
export function Scoreline({ home, away }: ScorelineProps) {
  return (
    <Box as="span" display="inline-flex" gap="1.5" alignItems="center" unicodeBidi="isolate" fontWeight="bold" fontVariantNumeric="tabular-nums">
      <span>{home}</span>
      <span>-</span>
      <span>{away}</span>
    </Box>
  );
}
