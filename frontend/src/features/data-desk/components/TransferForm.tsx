import type { DeskClub, DeskPlayer } from '@isl/contracts';
import { Button, Field, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { OptionSelect } from '../../../components/OptionSelect';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { notify } from '../../../lib/toaster';
import { useTransferPlayer } from '../api/update-player';
import { shirtNumberValid, wholeNumberOf } from '../lib/desk-forms';
import { isShirtNumberTaken, ShirtNumberField, takenNumberError } from './ShirtNumberField';

/**
 * A player's move to another club, with his number there (none when left empty). His matches, goals and cards stay
 * with the club he played them for.
 */
export function TransferForm({ player, clubs }: { player: DeskPlayer; clubs: DeskClub[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const transfer = useTransferPlayer();
  const [teamId, setTeamId] = useState('');
  const [jerseyNumber, setJerseyNumber] = useState('');
  const error = transfer.isPending ? null : transfer.error;
  const taken = takenNumberError(error, transfer.variables?.transfer.jerseyNumber, jerseyNumber);
  const ready = teamId !== '' && shirtNumberValid(jerseyNumber);
  const otherClubs = clubs.filter((club) => club.id !== player.teamId);
  const submit = () => {
    const club = otherClubs.find((candidate) => candidate.id === Number(teamId));
    transfer.mutate(
      { id: player.id, transfer: { teamId: Number(teamId), jerseyNumber: wholeNumberOf(jerseyNumber) } },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            title: t('desk.transfer.done'),
            description: t('desk.transfer.doneText', { player: isolate(localizedName(player, language)), club: isolate(club ? localizedName(club, language) : '') }),
          }),
      },
    );
  };
  return (
    <Stack
      as="form"
      gap="4"
      borderTopWidth="1px"
      pt="6"
      aria-label={t('desk.transfer.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submit();
      }}
    >
      <Stack gap="1">
        <Heading as="h4" size="md">
          {t('desk.transfer.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('desk.transfer.intro')}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>
            {t('desk.transfer.club')} <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            value={teamId}
            options={[{ value: '', label: t('desk.transfer.chooseClub') }, ...otherClubs.map((club) => ({ value: String(club.id), label: localizedName(club, language) }))]}
            onChange={setTeamId}
          />
        </Field.Root>
        <ShirtNumberField label={t('desk.transfer.shirtNumber')} value={jerseyNumber} onChange={setJerseyNumber} taken={taken} />
      </SimpleGrid>
      {error && !isShirtNumberTaken(error) ? <ApiErrorAlert error={error} /> : null}
      <Button type="submit" alignSelf="start" colorPalette="brand" variant="outline" loading={transfer.isPending} disabled={!ready}>
        {t('desk.transfer.submit')}
      </Button>
    </Stack>
  );
}
