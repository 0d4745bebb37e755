import type { DeskClub } from '@isl/contracts';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { TeamCrest } from '../../../components/TeamCrest';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useDeskClubs } from '../api/get-desk-clubs';
import { ClubEditor } from './ClubEditor';
import { ListAndEditor } from './ListAndEditor';
import { PickList } from './PickList';

/** A club's row: crest, name in the reader's script with its Latin name under it, and a mark when a script lacks its name. */
function ClubRow({ club }: { club: DeskClub }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = localizedName(club, language);
  return (
    <>
      <TeamCrest club={club} size="8" />
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="medium" truncate>
          <bdi>{shown}</bdi>
        </Text>
        {shown !== club.name ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            <bdi>{club.name}</bdi>
          </Text>
        ) : null}
      </Stack>
      {!club.nameArabic || !club.nameKurdish ? (
        <Badge size="sm" colorPalette="yellow" flexShrink={0}>
          {t('desk.needsNames')}
        </Badge>
      ) : null}
    </>
  );
}

/** Every club, and the chosen one's editor. */
export function ClubsSection() {
  const { t } = useTranslation();
  const clubs = useDeskClubs();
  const [chosenId, setChosenId] = useState<number | null>(null);
  return (
    <QueryState query={clubs} errorTitle={t('desk.clubs.loadError')} emptyTitle={t('desk.clubs.empty')}>
      {(list) => {
        const chosen = list.find((club) => club.id === chosenId);
        return (
          <ListAndEditor
            list={<PickList label={t('desk.clubs.listLabel')} items={list} keyOf={(club) => club.id} chosen={chosenId} onChoose={(club) => setChosenId(club.id)} render={(club) => <ClubRow club={club} />} />}
            editor={chosen ? <ClubEditor key={chosen.id} club={chosen} /> : null}
            onBack={() => setChosenId(null)}
            placeholder={t('desk.clubs.choose')}
          />
        );
      }}
    </QueryState>
  );
}
