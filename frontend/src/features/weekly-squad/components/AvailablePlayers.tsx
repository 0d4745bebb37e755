import { foldForSearch, POSITION_GROUPS, positionGroup, SQUAD_PICKER_LIST_LIMIT, type PositionGroup, type TeamResponse } from '@isl/contracts';
import { Badge, Box, Button, Flex, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitAvatar } from '../../../components/KitAvatar';
import { Panel } from '../../../components/Panel';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import type { PitchPlayer } from './pitch-player';

type Filter = 'ALL' | PositionGroup;

interface AvailablePlayersProps {
  players: PitchPlayer[];
  teamsById: ReadonlyMap<number, TeamResponse>;
  pickedIds: number[];
  onPick: (player: PitchPlayer) => void;
  disabled: boolean;
}

/** Whether a player's name or club, in any of the three languages, contains the search (folded alike, see foldForSearch). */
function matches(player: PitchPlayer, team: TeamResponse | undefined, search: string): boolean {
  const needle = foldForSearch(search);
  if (!needle) return true;
  const names = [player.name, player.nameArabic, player.nameKurdish, team?.name, team?.nameArabic, team?.nameKurdish, player.teamName];
  return names.some((name) => name && foldForSearch(name).includes(needle));
}

/** Spec: search, ALL/GK/DEF/MID/FWD, the first 20 matches; chosen players are hidden. */
export function AvailablePlayers({ players, teamsById, pickedIds, onPick, disabled }: AvailablePlayersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('ALL');
  const shown = players
    .filter((p) => !pickedIds.includes(p.id))
    .filter((p) => filter === 'ALL' || positionGroup(p.position) === filter)
    .filter((p) => matches(p, teamsById.get(p.teamId), search))
    .slice(0, SQUAD_PICKER_LIST_LIMIT);

  return (
    <Panel title={t('squad.available.title')}>
      <Stack gap="3">
        <Input type="search" placeholder={t('squad.available.search')} aria-label={t('squad.available.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Flex gap="2" wrap="wrap" role="group" aria-label={t('squad.available.filter')}>
          {(['ALL', ...POSITION_GROUPS] as const).map((group) => (
            <Button key={group} size="xs" variant={filter === group ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={filter === group} onClick={() => setFilter(group)}>
              {t(`squad.filters.${group}`)}
            </Button>
          ))}
        </Flex>
        {shown.length === 0 ? (
          <Box textAlign="center" py="6">
            <Text fontWeight="semibold">{t('squad.available.emptyTitle')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('squad.available.emptyText')}
            </Text>
          </Box>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1" maxH="md" overflowY="auto" aria-label={t('squad.available.title')}>
            {shown.map((player) => {
              const team = teamsById.get(player.teamId);
              const name = localizedName(player, language);
              return (
                <Box as="li" key={player.id}>
                  <Button
                    variant="ghost"
                    w="full"
                    justifyContent="start"
                    h="auto"
                    py="2"
                    gap="3"
                    disabled={disabled || player.isInjured}
                    onClick={() => onPick(player)}
                  >
                    <KitAvatar club={team} number={player.jerseyNumber ?? '?'} size="8" />
                    <VisuallyHidden>{player.jerseyNumber ?? '?'}</VisuallyHidden>
                    <Stack gap="0" flex="1" minW="0" textAlign="start">
                      <Text as="span" fontWeight="semibold" truncate>
                        <bdi>{name}</bdi>
                      </Text>
                      <Text as="span" textStyle="xs" color="fg.muted" truncate>
                        {t(`positions.${player.position}`)} · <bdi>{team ? localizedName(team, language) : player.teamName}</bdi>
                      </Text>
                    </Stack>
                    {player.isInjured ? <Badge colorPalette="red">{t('squad.available.injured')}</Badge> : null}
                    <Badge variant="subtle">
                      <bdi>{Number(player.rating || 0).toFixed(1)}</bdi>
                    </Badge>
                  </Button>
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
