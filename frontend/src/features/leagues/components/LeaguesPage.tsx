import { Container, Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { Panel } from '../../../components/Panel';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { CreateLeagueForm } from './CreateLeagueForm';
import { JoinByCodeForm } from './JoinByCodeForm';
import { MyLeagues } from './MyLeagues';
import { usePageTitle } from '../../../lib/use-page-title';

/** Mini-leagues (/leagues), signed in only: the fan's leagues, a new one, and joining one with a code. */
export default function LeaguesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.leagues'));
  return (
    <RequireSignIn>
      {() => (
        <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
          <Stack gap={{ base: '4', md: '6' }}>
            <PageHeading title={t('leagues.title')} subtitle={t('leagues.subtitle')} />
            <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
              <Panel title={t('leagues.mine.title')}>
                <MyLeagues />
              </Panel>
              <Stack gap={{ base: '4', md: '6' }}>
                <Panel title={t('leagues.create.title')}>
                  <CreateLeagueForm />
                </Panel>
                <Panel title={t('leagues.join.title')}>
                  <JoinByCodeForm />
                </Panel>
              </Stack>
            </Grid>
          </Stack>
        </Container>
      )}
    </RequireSignIn>
  );
}
