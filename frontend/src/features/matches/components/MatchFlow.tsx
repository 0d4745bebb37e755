import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import type { MatchDetail } from '../../../lib/matches/get-match';
import { ChancesChart } from './ChancesChart';
import { MomentumChart } from './MomentumChart';

/**
 * How a match has gone since kick-off: who has been on top, and the chances of each result, minute by minute on one
 * minute axis. The server redraws both from the timeline, so a pushed incident refetches the match (patch-matches).
 */
export function MatchFlow({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const home = localizedName(homeTeamNames(match), language);
  const away = localizedName(awayTeamNames(match), language);
  return (
    <Panel title={t('matchCentre.flow.title')}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('matchCentre.momentum.title')}
          </Heading>
          <MomentumChart momentum={match.momentum} home={home} away={away} />
        </Stack>
        {match.probabilityHistory.length > 0 ? (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('matchCentre.chancesChart.title')}
            </Heading>
            <ChancesChart history={match.probabilityHistory} home={home} away={away} finished={match.status === 'finished'} />
          </Stack>
        ) : null}
      </Stack>
    </Panel>
  );
}
