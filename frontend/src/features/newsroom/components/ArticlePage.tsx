import type { ArticleDetailResponse, UserResponse } from '@isl/contracts';
import { Alert, Box, Container, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuEye } from 'react-icons/lu';
import { useLocation, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/RouterLink';
import { PanelMessage } from '../../../components/PanelState';
import { QueryState } from '../../../components/QueryState';
import { ShareButton } from '../../../components/ShareButton';
import { UserAvatar } from '../../../components/UserAvatar';
import { ApiError } from '../../../lib/api-client';
import { isolate } from '../../../lib/bidi';
import { useCurrentUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { languageOption } from '../../../lib/languages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticle } from '../api/get-article';
import { articlePath } from '../lib/article-link';
import { ArticleComments } from './ArticleComments';
import { ArticleContent } from './ArticleContent';
import { ArticleRating } from './ArticleRating';
import { ArticleBadges } from './ArticleBadges';
import { IconFigure } from './IconFigure';
import { useDataSaver } from '../../../lib/data-saver';
import { wholeNumberParam } from '../../../lib/whole-number-param';

function ArticleView({ article, user, returnTo }: { article: ArticleDetailResponse; user: UserResponse | null; returnTo: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const published = article.status === 'published';
  const dataSaver = useDataSaver();
  // The article's own language, which may differ from the page's (ckb for Sorani, as <html> has).
  const contentLang = languageOption(article.language).intlLocale;
  usePageTitle(article.title);

  return (
    <Stack gap="6">
      <Stack as="article" gap="5">
        <ArticleBadges article={article} dateSize="sm" />
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lang={contentLang} dir="auto" textAlign="start">
          {article.title}
        </Heading>
        <HStack justify="space-between" gap="3" wrap="wrap" color="fg.muted" textStyle="sm">
          <HStack gap="2">
            <UserAvatar profileImageUrl={article.authorImageUrl} />
            <Text as="span" fontWeight="medium" color="fg">
              {t('articles.by', { name: isolate(article.authorName ?? t('articles.fallbackAuthor')) })}
            </Text>
          </HStack>
          <HStack gap="3">
            <IconFigure icon={<LuEye aria-hidden />} value={formatNumber(article.views, language)} label={t('articles.views', { count: formatNumber(article.views, language) })} />
            {/* Only a published article is there for the people it would be shared with. */}
            {published ? <ShareButton title={article.title} path={articlePath(article)} /> : null}
          </HStack>
        </HStack>
        {/* The article's picture is the largest thing on a phone's first screen: it goes out first, not at an image's low priority. */}
        {dataSaver ? null : <Image src={article.featuredImageUrl} alt="" w="full" aspectRatio={16 / 9} objectFit="cover" rounded="lg" fetchPriority="high" />}
        {published ? null : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('articlePage.notPublished', { status: t(`articles.status.${article.status}`) })}</Alert.Title>
          </Alert.Root>
        )}
        <ArticleContent html={article.contentHtml} lang={contentLang} />
      </Stack>
      <ArticleRating article={article} user={user} returnTo={returnTo} />
      {published ? <ArticleComments articleId={article.id} user={user} returnTo={returnTo} /> : null}
    </Stack>
  );
}

/** /journalists/articles/:id(/:slug): one article, for visitors too; drafts and pending ones only for their author and editors. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const articleId = wholeNumberParam(id);

  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="5">
        <Link asChild alignSelf="start" color="brand.fg" textStyle="sm">
          <RouterLink to="/journalists">
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
              <LuArrowLeft aria-hidden />
            </Box>
            {t('articlePage.back')}
          </RouterLink>
        </Link>
        {articleId !== null ? <LoadedArticle id={articleId} user={user} returnTo={pathname} /> : <ArticleNotFound />}
      </Stack>
    </Container>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('articlePage.notFound'));
  return <PanelMessage kind="empty" title={t('articlePage.notFound')} description={t('articlePage.notFoundText')} />;
}

function LoadedArticle({ id, user, returnTo }: { id: number; user: UserResponse | null; returnTo: string }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  if (article.error instanceof ApiError && article.error.status === 404) return <ArticleNotFound />;
  return (
    <QueryState query={article} errorTitle={t('articlePage.loadError')}>
      {(loaded) => <ArticleView article={loaded} user={user} returnTo={returnTo} />}
    </QueryState>
  );
}
