import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PitchProps {
  /** Where the penalty areas are drawn: one end (a side attacking upwards) or both (two sides facing each other). */
  goals: 'bottom' | 'both';
  children: ReactNode;
}

const penaltyArea = { position: 'absolute', left: '25%', right: '25%', h: '14%', borderWidth: '2px', borderColor: 'whiteAlpha.500' } as const;

/**
 * A football pitch drawn top to bottom (halfway line, centre circle, penalty areas) for players to stand on. It
 * is a picture of the field, so it is laid out left to right in every language (a left-back stands on the left);
 * the names on it keep their own direction (give them `dir="auto"` or a <bdi>).
 */
export function Pitch({ goals, children }: PitchProps) {
  return (
    <Box
      dir="ltr"
      position="relative"
      rounded="lg"
      overflow="hidden"
      py="4"
      px={{ base: '1', sm: '2' }}
      bgGradient="to-b"
      gradientFrom="green.600"
      gradientTo="green.700"
      borderWidth="2px"
      borderColor="whiteAlpha.700"
    >
      <Box aria-hidden position="absolute" insetX="0" top="50%" borderTopWidth="2px" borderColor="whiteAlpha.500" />
      <Box aria-hidden position="absolute" left="50%" top="50%" boxSize="24" transform="translate(-50%, -50%)" rounded="full" borderWidth="2px" borderColor="whiteAlpha.500" />
      <Box aria-hidden {...penaltyArea} bottom="0" borderBottomWidth="0" />
      {goals === 'both' ? <Box aria-hidden {...penaltyArea} top="0" borderTopWidth="0" /> : null}
      <Box position="relative">{children}</Box>
    </Box>
  );
}
