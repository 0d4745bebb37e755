import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MatchRowList } from '../../../components/MatchRow';
import { Panel } from '../../../components/Panel';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';

/**
 * The matches being played, above the Matches page's lists, whenever there are any. Pushes keep the list and
 * its scores current (the socket patches it, and a match that starts or ends refetches it); while they cannot
 * arrive it polls as the live scores panel does.
 */
export function LiveNow() {
  const { t } = useTranslation();
  const live = useLiveMatches();
  if (!live.data?.length) return null;
  return (
    <Panel
      title={t('matches.liveNow')}
      actions={
        <Badge colorPalette="red" variant="solid">
          {t('liveScores.liveCount', { count: live.data.length })}
        </Badge>
      }
    >
      <MatchRowList matches={live.data} />
    </Panel>
  );
}
