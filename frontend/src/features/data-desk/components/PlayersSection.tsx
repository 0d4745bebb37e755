import type { DeskClub, DeskPlayer } from '@isl/contracts';
import { Badge, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/OptionSelect';
import { QueryState } from '../../../components/QueryState';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useDeskClubs } from '../api/get-desk-clubs';
import { useDeskPlayers } from '../api/get-desk-players';
import { ListAndEditor } from './ListAndEditor';
import { PickList } from './PickList';
import { PlayerEditor } from './PlayerEditor';

function PlayerRow({ player }: { player: DeskPlayer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Text as="span" fontWeight="bold" w="7" flexShrink={0} textAlign="center" color="fg.muted">
        <bdi>{player.jerseyNumber ?? t('teams.squad.noNumber')}</bdi>
      </Text>
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="medium" truncate>
          <bdi>{localizedName(player, language)}</bdi>
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {t(`positions.${player.position}`)}
        </Text>
      </Stack>
      {player.isInjured ? (
        <Badge size="sm" colorPalette="red" flexShrink={0}>
          {t('desk.players.injuredBadge')}
        </Badge>
      ) : null}
      {!player.nameArabic || !player.nameKurdish ? (
        <Badge size="sm" colorPalette="yellow" flexShrink={0}>
          {t('desk.needsNames')}
        </Badge>
      ) : null}
    </>
  );
}

/** A club's players, found by a part of their name, and the chosen one's editor and transfer. */
function ClubPlayers({ clubs }: { clubs: DeskClub[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [teamId, setTeamId] = useState(String(clubs[0]?.id ?? ''));
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const players = useDeskPlayers(teamId ? { teamId: Number(teamId), q } : null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = players.data?.find((player) => player.id === chosenId);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
        <Field.Root>
          <Field.Label>{t('desk.players.club')}</Field.Label>
          <OptionSelect
            value={teamId}
            options={clubs.map((club) => ({ value: String(club.id), label: localizedName(club, language) }))}
            onChange={(picked) => {
              setTeamId(picked);
              setChosenId(null);
            }}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('desk.players.search')}</Field.Label>
          <Input type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} placeholder={t('desk.players.searchPlaceholder')} dir="auto" />
        </Field.Root>
      </SimpleGrid>
      <ListAndEditor
        list={
          <QueryState query={players} errorTitle={t('desk.players.loadError')} emptyTitle={t(q ? 'desk.players.noMatch' : 'desk.players.empty')}>
            {(list) => (
              <PickList label={t('desk.players.listLabel')} items={list} keyOf={(player) => player.id} chosen={chosenId} onChoose={(player) => setChosenId(player.id)} render={(player) => <PlayerRow player={player} />} />
            )}
          </QueryState>
        }
        editor={chosen ? <PlayerEditor key={chosen.id} player={chosen} clubs={clubs} /> : null}
        onBack={() => setChosenId(null)}
        placeholder={t('desk.players.choose')}
      />
    </Stack>
  );
}

export function PlayersSection() {
  const { t } = useTranslation();
  const clubs = useDeskClubs();
  return (
    <QueryState query={clubs} errorTitle={t('desk.clubs.loadError')} emptyTitle={t('desk.clubs.empty')}>
      {(list) => <ClubPlayers clubs={list} />}
    </QueryState>
  );
}
