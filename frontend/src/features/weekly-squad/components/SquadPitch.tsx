import { SQUAD_SLOTS, type PositionGroup } from '@isl/contracts';
import { Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { Slots } from '../lib/squad-picking';
import type { PitchPlayer } from './pitch-player';

/** Lines from the attack down to the goal, as a pitch is drawn with the team attacking upwards. */
const LINES: PositionGroup[] = ['FWD', 'MID', 'DEF', 'GK'];

interface SquadPitchProps {
  slots: Slots;
  playersById: ReadonlyMap<number, PitchPlayer>;
  activeSlot: number | null;
  onSlot: (index: number) => void;
  disabled: boolean;
}

/**
 * The 4-3-3 on a drawn pitch (halfway line, centre circle, penalty area), one button per slot: a filled slot
 * removes its player, an empty one is chosen as where the next pick goes. Rows follow the reading direction,
 * so the pitch mirrors in Arabic and Kurdish.
 */
export function SquadPitch({ slots, playersById, activeSlot, onSlot, disabled }: SquadPitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      role="group"
      aria-label={t('squad.pitch')}
      position="relative"
      rounded="lg"
      overflow="hidden"
      py="4"
      px="2"
      bgGradient="to-b"
      gradientFrom="green.600"
      gradientTo="green.700"
      borderWidth="2px"
      borderColor="whiteAlpha.700"
    >
      {/* The markings: halfway line, centre circle and the penalty area in front of the goal. */}
      <Box aria-hidden position="absolute" insetX="0" top="50%" borderTopWidth="2px" borderColor="whiteAlpha.500" />
      <Box aria-hidden position="absolute" left="50%" top="50%" boxSize="24" transform="translate(-50%, -50%)" rounded="full" borderWidth="2px" borderColor="whiteAlpha.500" />
      <Box aria-hidden position="absolute" bottom="0" left="25%" right="25%" h="16%" borderWidth="2px" borderBottomWidth="0" borderColor="whiteAlpha.500" />
      <Stack gap="5" position="relative">
        {LINES.map((line) => (
          <Flex key={line} justify="space-around" gap="1">
            {SQUAD_SLOTS.map((slot, index) => {
              if (slot.group !== line) return null;
              const player = slots[index] !== null ? playersById.get(slots[index]) : undefined;
              const label = t(`squad.slots.${slot.key}`);
              const name = player ? localizedName(player, language) : null;
              return (
                <Box
                  as="button"
                  key={slot.key}
                  data-slot={slot.key}
                  onClick={() => onSlot(index)}
                  aria-pressed={player ? undefined : activeSlot === index}
                  {...(disabled ? { disabled: true } : {})}
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  gap="1"
                  w={{ base: '16', sm: '20' }}
                  p="1"
                  rounded="md"
                  bg={activeSlot === index ? 'yellow.300' : 'transparent'}
                  cursor={disabled ? 'default' : 'pointer'}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'yellow.300', outlineOffset: '2px' }}
                >
                  {player ? (
                    <ClubKitAvatar teamId={player.teamId} number={player.jerseyNumber ?? '?'} size="10" />
                  ) : (
                    <Flex
                      boxSize="10"
                      rounded="full"
                      align="center"
                      justify="center"
                      fontWeight="bold"
                      textStyle="sm"
                      bg="whiteAlpha.300"
                      color="white"
                      borderWidth="2px"
                      borderColor="white"
                      borderStyle="dashed"
                      aria-hidden
                    >
                      +
                    </Flex>
                  )}
                  <Text textStyle="xs" color="white" fontWeight="semibold" lineClamp={1} maxW="full" textShadow="0 1px 2px rgba(0,0,0,0.6)">
                    {name ? <bdi>{name}</bdi> : label}
                  </Text>
                  {/* Read after what is shown, so the button's name starts with its visible text. */}
                  <VisuallyHidden>{name ? t('squad.slotFilled', { slot: label }) : t('squad.slotEmpty', { group: t(`squad.groups.${slot.group}`) })}</VisuallyHidden>
                </Box>
              );
            })}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
