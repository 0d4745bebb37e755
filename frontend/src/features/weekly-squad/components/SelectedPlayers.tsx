import { SQUAD_SLOTS } from '@isl/contracts';
import { Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { Armbands, Slots } from '../lib/squad-picking';
import { ArmbandMark, armbandOf } from './ArmbandMark';
import type { PitchPlayer } from './pitch-player';

interface SelectedPlayersProps {
  slots: Slots;
  armbands: Armbands;
  playersById: ReadonlyMap<number, PitchPlayer>;
  onRemove: (slotIndex: number) => void;
  disabled: boolean;
}

/** Spec: the selected players, each with a remove button; the captain and the vice-captain marked. */
export function SelectedPlayers({ slots, armbands, playersById, onRemove, disabled }: SelectedPlayersProps) {
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
            {armband ? <ArmbandMark armband={armband} /> : null}
            <IconButton size="xs" variant="ghost" aria-label={t('squad.selected.remove', { name })} onClick={() => onRemove(index)} disabled={disabled}>
              <LuX aria-hidden />
            </IconButton>
          </Flex>
        );
      })}
    </Stack>
  );
}
