import { SQUAD_FORMATION, SQUAD_SIZE, SQUAD_SLOTS, type PlayerResponse, type TeamResponse, type WeeklySquadResponse } from '@isl/contracts';
import { Alert, Badge, Button, Container, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCloudUpload } from 'react-icons/lu';
import { PageHeading } from '../../../components/PageHeading';
import { Panel } from '../../../components/Panel';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { SeasonPicker } from '../../../components/SeasonPicker';
import { ShareButton } from '../../../components/ShareButton';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { useLanguage } from '../../../lib/language-store';
import { useSeasonParam } from '../../../lib/season';
import { localizedName } from '../../../lib/localized-name';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { useTeams } from '../../../lib/teams/get-teams';
import { spanWords } from '../../../lib/time-left';
import { notify } from '../../../lib/toaster';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWaitingSquad } from '../../../lib/waiting-writes';
import { usePickablePlayers } from '../api/get-pickable-players';
import { useWeeklySquad, WEEKLY_SQUAD_KEY } from '../api/get-weekly-squad';
import { useSubmitWeeklySquad } from '../api/submit-weekly-squad';
import { useSquadPicker } from '../hooks/use-squad-picker';
import { useSquadUpdates } from '../hooks/use-squad-updates';
import { pickedIds } from '../lib/squad-picking';
import { AvailablePlayers } from './AvailablePlayers';
import { LastWeekSquad } from './LastWeekSquad';
import type { PitchPlayer } from './pitch-player';
import { SelectedPlayers } from './SelectedPlayers';
import { SquadLeaderboard } from './SquadLeaderboard';
import { SquadHistory } from './SquadHistory';
import { SquadPitch } from './SquadPitch';

const MINUTE_MS = 60_000;

function SquadPicker({ squad, players, teams }: { squad: WeeklySquadResponse; players: PlayerResponse[]; teams: TeamResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const now = useNow(MINUTE_MS / 2);
  const playersById = useMemo(() => new Map<number, PitchPlayer>(players.map((p) => [p.id, p])), [players]);
  const teamsById = useMemo(() => new Map(teams.map((team) => [team.id, team])), [teams]);
  const picker = useSquadPicker(squad, playersById);
  const submit = useSubmitWeeklySquad();
  const waiting = useWaitingSquad(squad.week);
  const deadline = squad.deadline ? new Date(squad.deadline) : null;
  const locked = squad.locked || (deadline !== null && deadline <= now);
  const chosen = pickedIds(picker.slots);
  const { captainId, viceCaptainId } = picker.armbands;
  // Why the squad cannot be saved yet, said beside the button: eleven players first, then the two armbands.
  const missing = chosen.length !== SQUAD_SIZE ? 'players' : captainId === null || viceCaptainId === null ? 'armbands' : null;
  const problemPlayer = picker.problem ? playersById.get(picker.problem.playerId) : undefined;
  const invalidNoteId = useId();

  // The deadline passing while the page is open moves the pick on to the next round.
  useEffect(() => {
    if (locked && !squad.locked) void client.invalidateQueries({ queryKey: WEEKLY_SQUAD_KEY });
  }, [locked, squad.locked, client]);

  const send = () => {
    // The button is off until both armbands are given; this also tells the compiler so.
    if (captainId === null || viceCaptainId === null) return;
    submit.mutate(
      { week: squad.week, formation: SQUAD_FORMATION, playerIds: chosen, captainId, viceCaptainId },
      {
        // A squad kept on the phone keeps its draft too, and the note under the button says it waits.
        onSuccess: (result) => {
          if (result.status === 'queued') return;
          picker.discardDraft();
          notify({ type: 'success', title: t('squad.submitted.title'), description: t('squad.submitted.description') });
        },
        onError: (error) => notify({ type: 'error', title: t('squad.submitFailed.title'), description: t(apiErrorKeys(error, undefined, 'squad.submitFailed.description')) }),
      },
    );
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      <Panel
        title={t('squad.round', { week: squad.week })}
        subtitle={
          deadline
            ? locked
              ? t('squad.lockedNote')
              : t('squad.deadline', {
                  // The first kick-off of the round, written as every kick-off is (league calendar, catalogue month names).
                  date: matchDateLabel(deadline.toISOString(), now, t),
                  left: spanWords(deadline.getTime() - now.getTime(), t, 'squad.timeLeft'),
                })
            : undefined
        }
        actions={
          <Badge size="lg" colorPalette={chosen.length === SQUAD_SIZE ? 'green' : 'gray'}>
            {t('squad.count', { count: chosen.length, size: SQUAD_SIZE })}
          </Badge>
        }
      >
        <Stack gap="4">
          <SquadPitch slots={picker.slots} armbands={picker.armbands} playersById={playersById} activeSlot={picker.activeSlot} onSlot={picker.chooseSlot} disabled={locked} />
          {picker.problem && problemPlayer ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                {t(`squad.problems.${picker.problem.problem}`, {
                  name: localizedName(problemPlayer, language),
                  position: t(`positions.${problemPlayer.position}`),
                  slot: picker.activeSlot !== null ? t(`squad.slots.${SQUAD_SLOTS[picker.activeSlot].key}`) : '',
                })}
              </Alert.Title>
            </Alert.Root>
          ) : null}
          <Stack gap="2">
            <Text fontWeight="semibold">{t('squad.selected.title')}</Text>
            <SelectedPlayers
              slots={picker.slots}
              armbands={picker.armbands}
              playersById={playersById}
              onRemove={picker.remove}
              onArmband={picker.toggleArmband}
              disabled={locked || submit.isPending}
            />
          </Stack>
          {missing === 'players' && !locked ? (
            <Text textStyle="sm" color="fg.muted" id={invalidNoteId}>
              <Text as="span" fontWeight="semibold">
                {t('squad.invalid.title')}
              </Text>{' '}
              - {t('squad.invalid.description')}
            </Text>
          ) : null}
          {missing === 'armbands' && !locked ? (
            <Text textStyle="sm" color="fg.muted" id={invalidNoteId}>
              {t('squad.armbands.needed')}
            </Text>
          ) : null}
          <Text textStyle="xs" color="fg.muted">
            {t('squad.armbands.rule')}
          </Text>
          <Button
            colorPalette="brand"
            size="lg"
            disabled={locked || missing !== null}
            aria-describedby={missing !== null ? invalidNoteId : undefined}
            loading={submit.isPending}
            loadingText={t('squad.submitting')}
            onClick={send}
          >
            {t('squad.submit')}
          </Button>
          {waiting ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator>
                <LuCloudUpload />
              </Alert.Indicator>
              <Alert.Title>{t('offlineWrites.squadSaved')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {squad.status === 'submitted' ? (
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Text textStyle="sm" color="green.fg">
                {t('squad.savedNote')}
              </Text>
              <ShareButton title={t('squad.title')} text={t('squad.shareText', { week: squad.week })} path="/weekly-squad" />
            </Flex>
          ) : null}
        </Stack>
      </Panel>
      <AvailablePlayers players={players} teamsById={teamsById} pickedIds={chosen} onPick={picker.pick} disabled={locked} />
    </Grid>
  );
}

/** Weekly Squad (/weekly-squad), signed in only: pick the next round's 4-3-3, see last round's points and table. */
export default function WeeklySquadPage() {
  const { t } = useTranslation();
  useSquadUpdates();
  usePageTitle(t('nav.weeklySquad'));
  return (
    <RequireSignIn>
      {() => (
        <Container maxW="7xl" py={{ base: '4', md: '8' }}>
          <Stack gap="6">
            <Flex justify="space-between" align="end" gap="3" wrap="wrap">
              <PageHeading title={t('squad.title')} subtitle={t('squad.subtitle')} />
              <SeasonPicker />
            </Flex>
            <SeasonSquadScreens />
          </Stack>
        </Container>
      )}
    </RequireSignIn>
  );
}

/**
 * The current season's screens, or a picked season's leaderboard and the fan's rounds of it: a season not current
 * is read only (nothing to pick).
 */
function SeasonSquadScreens() {
  const { season } = useSeasonParam();
  if (season === undefined) return <SquadScreens />;
  return (
    <Stack gap="6" maxW={{ lg: '2xl' }}>
      <SquadLeaderboard season={season} />
      <SquadHistory season={season} />
    </Stack>
  );
}

function SquadScreens() {
  const { t } = useTranslation();
  const squad = useWeeklySquad();
  const players = usePickablePlayers();
  const teams = useTeams();
  const all: QueryLike<[WeeklySquadResponse, PlayerResponse[], TeamResponse[]]> = {
    data: squad.data && players.data && teams.data ? [squad.data, players.data, teams.data] : undefined,
    isPending: squad.isPending || players.isPending || teams.isPending,
    isError: squad.isError || players.isError || teams.isError,
    refetch: () => Promise.all([squad.refetch(), players.refetch(), teams.refetch()]),
  };
  const lastWeek = squad.data ? (squad.data.pickWeek ?? squad.data.week + 1) - 1 : null;
  return (
    <QueryState query={all} errorTitle={t('squad.errors.load')}>
      {([current, everyone, clubs]) => (
        <Stack gap="6">
          {current.pickWeek === null ? <Text color="fg.muted">{t('squad.seasonOver')}</Text> : <SquadPicker squad={current} players={everyone} teams={clubs} />}
          {lastWeek !== null && lastWeek >= 1 ? (
            <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="stretch">
              <Stack flex="3" minW="0">
                <LastWeekSquad week={lastWeek} />
              </Stack>
              <Stack flex="2" minW="0" gap="6">
                <SquadLeaderboard week={lastWeek} />
                <SquadHistory />
              </Stack>
            </Flex>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}

