import { Container, Flex, Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { canWriteArticles } from '../lib/journalist-role';
import { FeaturedArticles } from './FeaturedArticles';
import { ArticleCategories, TrendingTopics } from './HubSideCards';
import { LatestArticles } from './LatestArticles';
import { MyArticles } from './MyArticles';
import { TopContributors } from './TopContributors';
import { WriterActions } from './WriterActions';

/**
 * Journalist Hub (/journalists), open to visitors too (spec: the Hub's lists never redirect): featured and
 * latest articles, the role's writing buttons, and beside them the journalist's own articles, top
 * contributors, trending topics and the categories.
 */
export default function JournalistHubPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.news'));
  const { user } = useCurrentUser();
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'start' }} direction={{ base: 'column', sm: 'row' }} gap="4">
          <PageHeading title={t('hub.title')} subtitle={t('hub.subtitle')} />
          <WriterActions user={user} />
        </Flex>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="8" minW="0">
            <FeaturedArticles />
            <LatestArticles />
          </Stack>
          <Stack as="aside" gap="6" minW="0" aria-label={t('hub.asideLabel')}>
            {canWriteArticles(user) ? <MyArticles /> : null}
            <TopContributors />
            <TrendingTopics />
            <ArticleCategories />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
