import { Alert, Badge, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useDataSaver } from '../../../lib/data-saver';
import { useOnline } from '../../../lib/offline/network-status';
import { useSocketStatus } from '../../../lib/socket-status';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';
import { useTodayMatches } from '../../../lib/matches/get-today-matches';
import { MatchRowList } from '../../../components/MatchRow';

const NOT_PUSHED_TEXTS = { dataSaver: 'offline.dataSaverOn', offline: 'offline.notLive', socketDown: 'liveScores.paused' } as const;

/**
 * Whenever scores are not pushed the panel says why: the data saver polls every 30 s instead, as the spec's
 * fallback does while the socket is down; offline the scores are not live at all.
 */
function LiveUpdatesPausedNote({ reason }: { reason: keyof typeof NOT_PUSHED_TEXTS }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" size="sm" role="status" mb="3" mx={{ base: '3', md: '0' }} w="auto">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{t(NOT_PUSHED_TEXTS[reason])}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * Spec "Live scores panel": live matches, else today's, as the dense rows of every match list (minute or
 * kick-off time, home, score, away). Socket pushes keep it current; while they cannot arrive it refreshes
 * every 30 s (today's every 60 s).
 */
export function LiveScoresPanel() {
  const { t } = useTranslation();
  const socketStatus = useSocketStatus();
  const online = useOnline();
  const dataSaver = useDataSaver();
  const notPushed = dataSaver ? 'dataSaver' : !online ? 'offline' : socketStatus === 'disconnected' ? 'socketDown' : null;
  const live = useLiveMatches();
  // Today's fixtures are only fetched (and polled) while nothing is live.
  const showingToday = live.isSuccess && live.data.length === 0;
  const today = useTodayMatches({ enabled: showingToday });
  const shown = showingToday ? today : live;
  const liveCount = live.data?.length ?? 0;

  const refresh = () => Promise.all([live.refetch(), showingToday ? today.refetch() : null]);

  return (
    <Panel
      title={t('liveScores.title')}
      subtitle={showingToday && today.data?.length ? t('liveScores.todayTitle') : undefined}
      actions={
        <>
          <Badge colorPalette="red" variant={liveCount > 0 ? 'solid' : 'subtle'}>
            {t('liveScores.liveCount', { count: liveCount })}
          </Badge>
          <Button size="xs" variant="outline" onClick={() => void refresh()} loading={live.isFetching || today.isFetching}>
            <LuRefreshCw aria-hidden />
            {t('liveScores.refresh')}
          </Button>
        </>
      }
      footer={
        <Text textStyle="xs" color="fg.muted">
          {t('liveScores.autoRefresh')}
        </Text>
      }
      flush
    >
      {notPushed ? <LiveUpdatesPausedNote reason={notPushed} /> : null}
      <QueryState query={{ ...shown, refetch: refresh }} errorTitle={t('liveScores.error')} emptyTitle={t('liveScores.empty')}>
        {(matches) => (
          <MatchRowList matches={matches} />
        )}
      </QueryState>
    </Panel>
  );
}
