import type { MatchResponse } from '@isl/contracts';
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { PanelLoading, PanelMessage } from '../../../components/PanelState';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { useLiveMatches } from '../api/get-live-matches';
import { useTodayMatches } from '../api/get-today-matches';
import { MatchStatusBadge } from './MatchStatusBadge';
import { Scoreline } from './Scoreline';

function LiveMatchRow({ match }: { match: MatchResponse }) {
  const language = useLanguage();
  return (
    <Flex as="li" align="center" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="1" flex="1" minW="0">
        <Flex align="center" gap="2" fontWeight="semibold" wrap="wrap">
          <span>{localizedName(homeTeamNames(match), language)}</span>
          {match.homeScore !== null && match.awayScore !== null ? (
            <Scoreline home={match.homeScore} away={match.awayScore} />
          ) : (
            <span aria-hidden>·</span>
          )}
          <span>{localizedName(awayTeamNames(match), language)}</span>
        </Flex>
        {match.venue ? (
          <Text textStyle="xs" color="fg.muted">
            {match.venue}
          </Text>
        ) : null}
      </Stack>
      <MatchStatusBadge match={match} variant="ticker" />
    </Flex>
  );
}

/** Spec "Live scores panel": live matches, else today's; refreshed every 30 s (today's every 60 s). */
export function LiveScoresPanel() {
  const { t } = useTranslation();
  const live = useLiveMatches();
  // Today's fixtures are only fetched (and polled) while nothing is live.
  const showingToday = live.isSuccess && live.data.length === 0;
  const today = useTodayMatches({ enabled: showingToday });
  const shown = showingToday ? today : live;
  const liveCount = live.data?.length ?? 0;

  const refresh = () => {
    void live.refetch();
    if (showingToday) void today.refetch();
  };

  let body;
  if (shown.isPending) body = <PanelLoading />;
  else if (shown.isError) body = <PanelMessage kind="error" title={t('liveScores.error')} onRetry={refresh} />;
  else if (shown.data.length === 0) body = <PanelMessage kind="empty" title={t('liveScores.empty')} />;
  else
    body = (
      <Box as="ul" listStyleType="none" m="0" p="0">
        {shown.data.map((match) => (
          <LiveMatchRow key={match.id} match={match} />
        ))}
      </Box>
    );

  return (
    <Panel
      title={t('liveScores.title')}
      subtitle={showingToday && today.data?.length ? t('liveScores.todayTitle') : undefined}
      actions={
        <>
          <Badge colorPalette="red" variant={liveCount > 0 ? 'solid' : 'subtle'}>
            {t('liveScores.liveCount', { count: liveCount })}
          </Badge>
          <Button size="xs" variant="outline" onClick={refresh} loading={live.isFetching || today.isFetching}>
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
    >
      {body}
    </Panel>
  );
}
