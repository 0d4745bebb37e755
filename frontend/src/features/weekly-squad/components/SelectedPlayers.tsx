import { SQUAD_SLOTS } from '@isl/contracts';
import { Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { Armband, Armbands, Slots } from '../lib/squad-picking';
import { ArmbandMark, armbandOf } from './ArmbandMark';
import type { PitchPlayer } from './pitch-player';

interface SelectedPlayersProps {
  slots: Slots;
  armbands: Armbands;
  playersById: ReadonlyMap<number, PitchPlayer>;
  onRemove: (slotIndex: number) => void;
  /** Gives the player the armband, or takes it off him if he wears it. */
  onArmband: (armband: Armband, playerId: number) => void;
  disabled: boolean;
}

const ARMBANDS: Armband[] = ['captainId', 'viceCaptainId'];

/**
 * Spec: the selected players, each with a remove button. Beside it, the captain's and the vice-captain's armbands
 * as toggles (pressed on the one who wears it; pressing again takes it off): the pitch's tap removes, as the spec
 * says, so the armbands are given here.
 */
export function SelectedPlayers({ slots, armbands, playersById, onRemove, onArmband, disabled }: SelectedPlayersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const filled = SQUAD_SLOTS.flatMap((slot, index) => {
    const player = slots[index] !== null ? playersById.get(slots[index]) : undefined;
    return player ? [{ slot, index, player }] : [];
  });
  if (!filled.length) return <Text color="fg.muted">{t('squad.selected.empty')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={t('squad.selected.title')}>
      {filled.map(({ slot, index, player }) => {
        const name = localizedName(player, language);
        const armband = armbandOf(armbands, player.id);
        return (
          <Flex as="li" key={slot.key} align="center" gap="2" py="1" borderBottomWidth="1px">
            <ClubKitAvatar teamId={player.teamId} number={player.jerseyNumber ?? '?'} size="6" />
            {/* The name, and under it the place he plays (in words, as long as a language needs). */}
            <Stack gap="0" flex="1" minW="0">
              <Text truncate>
                <bdi>{name}</bdi>
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {t(`squad.slots.${slot.key}`)}
              </Text>
            </Stack>
            {ARMBANDS.map((kind) => (
              // Worn, the armband shows in its colours; not worn, its letter in grey, to be pressed.
              <IconButton
                key={kind}
                size="xs"
                rounded="full"
                variant={armband === kind ? 'ghost' : 'outline'}
                colorPalette="gray"
                aria-pressed={armband === kind}
                aria-label={t('squad.armbands.give', { armband: t(`squad.armbands.${kind}.name`), name })}
                onClick={() => onArmband(kind, player.id)}
                disabled={disabled}
              >
                {armband === kind ? (
                  <ArmbandMark armband={kind} aria-hidden boxSize="6" />
                ) : (
                  <Text as="span" aria-hidden fontSize="11px" fontWeight="bold" color="fg.muted">
                    {t(`squad.armbands.${kind}.mark`)}
                  </Text>
                )}
              </IconButton>
            ))}
            <IconButton size="xs" variant="ghost" aria-label={t('squad.selected.remove', { name })} onClick={() => onRemove(index)} disabled={disabled}>
              <LuX aria-hidden />
            </IconButton>
          </Flex>
        );
      })}
    </Stack>
  );
}
