import { SQUAD_SLOTS, type PositionGroup } from '@isl/contracts';
import { Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { Pitch } from '../../../components/Pitch';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { Armbands, Slots } from '../lib/squad-picking';
import { ArmbandMark, armbandOf } from './ArmbandMark';
import type { PitchPlayer } from './pitch-player';

/** Lines from the attack down to the goal, as a pitch is drawn with the team attacking upwards. */
const LINES: PositionGroup[] = ['FWD', 'MID', 'DEF', 'GK'];

interface SquadPitchProps {
  slots: Slots;
  armbands: Armbands;
  playersById: ReadonlyMap<number, PitchPlayer>;
  /** The empty slot chosen to take the next pick. */
  activeSlot: number | null;
  onSlot: (index: number) => void;
  disabled: boolean;
}

/**
 * The 4-3-3 on a drawn pitch (halfway line, centre circle, penalty area), one button per slot: a filled slot
 * removes its player (the spec's click), an empty one is chosen as where the next pick goes.
 * The captain and the vice-captain wear their marks. Left is left in every language (the Pitch is laid out left
 * to right), and a name wraps onto a second line rather than being cut.
 */
export function SquadPitch({ slots, armbands, playersById, activeSlot, onSlot, disabled }: SquadPitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // On a phone the pitch takes the panel's margins too: four names side by side need every pixel.
    <Box role="group" aria-label={t('squad.pitch')} mx={{ base: '-2', sm: '0' }}>
      <Pitch goals="bottom">
        <Stack gap={{ base: '3', sm: '5' }}>
          {LINES.map((line) => (
            <Flex key={line} justify="space-around" align="start">
              {SQUAD_SLOTS.map((slot, index) => {
                if (slot.group !== line) return null;
                const player = slots[index] !== null ? playersById.get(slots[index]) : undefined;
                const label = t(`squad.slots.${slot.key}`);
                const name = player ? localizedName(player, language) : null;
                const armband = player ? armbandOf(armbands, player.id) : null;
                return (
                  <Box
                    as="button"
                    key={slot.key}
                    data-slot={slot.key}
                    onClick={() => onSlot(index)}
                    aria-pressed={activeSlot === index}
                    {...(disabled ? { disabled: true } : {})}
                    display="flex"
                    flexDirection="column"
                    alignItems="center"
                    gap="1"
                    flex="1"
                    minW="0"
                    maxW="24"
                    px="0"
                    py="1"
                    rounded="md"
                    bg={activeSlot === index ? 'yellow.300' : 'transparent'}
                    cursor={disabled ? 'default' : 'pointer'}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'yellow.300', outlineOffset: '2px' }}
                  >
                    {player ? (
                      <Box position="relative">
                        <ClubKitAvatar teamId={player.teamId} number={player.jerseyNumber ?? '?'} size="10" />
                        {/* Named in the button's hidden text, after its visible name. */}
                        {armband ? <ArmbandMark armband={armband} aria-hidden position="absolute" top="-1" right="-2" /> : null}
                      </Box>
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
                    <Text
                      dir="auto"
                      fontSize={{ base: '11px', sm: 'xs' }}
                      lineHeight="short"
                      textAlign="center"
                      // Dark on the chosen slot's yellow, white with a shadow on the grass.
                      color={activeSlot === index ? 'gray.950' : 'white'}
                      fontWeight="semibold"
                      maxW="full"
                      overflowWrap="break-word"
                      textShadow={activeSlot === index ? undefined : '0 1px 2px rgba(0,0,0,0.6)'}
                    >
                      {name ?? label}
                    </Text>
                    {/* Read after what is shown, so the button's name starts with its visible text. */}
                    <VisuallyHidden>
                      {!name
                        ? t('squad.slotEmpty', { group: t(`squad.groups.${slot.group}`) })
                        : armband
                          ? t('squad.slotWithArmband', { slot: label, armband: t(`squad.armbands.${armband}.name`) })
                          : t('squad.slotFilled', { slot: label })}
                    </VisuallyHidden>
                  </Box>
                );
              })}
            </Flex>
          ))}
        </Stack>
      </Pitch>
    </Box>
  );
}
