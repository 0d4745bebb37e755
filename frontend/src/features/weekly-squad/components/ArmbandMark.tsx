import { Box, type BoxProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Armband, Armbands } from '../lib/squad-picking';

const LOOKS: Record<Armband, { bg: string; color: string }> = {
  captainId: { bg: 'yellow.400', color: 'gray.950' },
  viceCaptainId: { bg: 'gray.700', color: 'white' },
};

/** The armband a player wears, if any: the captain's or the vice-captain's. */
export function armbandOf(armbands: Armbands, playerId: number): Armband | null {
  if (armbands.captainId === playerId) return 'captainId';
  return armbands.viceCaptainId === playerId ? 'viceCaptainId' : null;
}

/**
 * The captain's "C" or the vice-captain's "V" (the reader's letter) in a round mark, named for screen readers and
 * on hover.
 */
export function ArmbandMark({ armband, ...box }: { armband: Armband } & BoxProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="span"
      role="img"
      aria-label={t(`squad.armbands.${armband}.name`)}
      title={t(`squad.armbands.${armband}.name`)}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="5"
      rounded="full"
      flexShrink="0"
      fontSize="11px"
      fontWeight="bold"
      lineHeight="1"
      borderWidth="1px"
      borderColor="white"
      data-armband={armband}
      {...LOOKS[armband]}
      {...box}
    >
      {t(`squad.armbands.${armband}.mark`)}
    </Box>
  );
}
