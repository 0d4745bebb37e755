import { SQUAD_SLOTS } from '@isl/contracts';
import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { Armband, Armbands } from '../lib/squad-picking';
import { ArmbandMark } from './ArmbandMark';
import type { PitchPlayer } from './pitch-player';

const ARMBANDS: Armband[] = ['captainId', 'viceCaptainId'];

interface PlayerActionsProps {
  player: PitchPlayer;
  slotIndex: number;
  armbands: Armbands;
  onArmband: (armband: Armband) => void;
  onRemove: () => void;
  disabled: boolean;
}

/**
 * What a fan can do with the player chosen on the pitch: give him the captain's or the vice-captain's armband
 * (pressed while he wears it; pressing again takes it off) or take him out of the squad. Buttons with words, under
 * the pitch, so a phone's thumb and a screen reader reach them alike.
 */
export function PlayerActions({ player, slotIndex, armbands, onArmband, onRemove, disabled }: PlayerActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localizedName(player, language);
  return (
    <Stack gap="2" p="3" rounded="md" borderWidth="1px" bg="bg.subtle" role="group" aria-label={t('squad.armbands.actionsFor', { name })}>
      <HStack gap="2">
        <ClubKitAvatar teamId={player.teamId} number={player.jerseyNumber ?? '?'} size="6" />
        <Text fontWeight="semibold" truncate>
          <bdi>{name}</bdi>
        </Text>
        <Text textStyle="xs" color="fg.muted" flexShrink="0">
          {t(`squad.slots.${SQUAD_SLOTS[slotIndex].key}`)}
        </Text>
      </HStack>
      <Flex gap="2" wrap="wrap">
        {ARMBANDS.map((armband) => {
          const wearing = armbands[armband] === player.id;
          return (
            <Button
              key={armband}
              size="sm"
              variant={wearing ? 'solid' : 'outline'}
              colorPalette={wearing ? 'yellow' : 'gray'}
              aria-pressed={wearing}
              onClick={() => onArmband(armband)}
              disabled={disabled}
            >
              <ArmbandMark armband={armband} aria-hidden boxSize="4" fontSize="10px" />
              {t(`squad.armbands.${armband}.name`)}
            </Button>
          );
        })}
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} disabled={disabled}>
          <LuX aria-hidden />
          {t('squad.armbands.remove')}
        </Button>
      </Flex>
    </Stack>
  );
}
