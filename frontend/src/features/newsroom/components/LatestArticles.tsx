import { ARTICLE_CATEGORIES, ARTICLES_PAGE_SIZE, type ArticleCategory, type ArticleResponse } from '@isl/contracts';
import { Button, Field, Flex, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/OptionSelect';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { useLanguage } from '../../../lib/language-store';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './ArticleCard';

/** Six card-shaped placeholders (spec section 9) while the first page loads. */
function LatestSkeletons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="status" aria-label={t('app.loading')}>
      {Array.from({ length: ARTICLES_PAGE_SIZE }, (_, index) => (
        <Skeleton key={index} h="72" rounded="lg" />
      ))}
    </SimpleGrid>
  );
}

/** Latest Articles: published articles (the reader's language first), filtered by category, a page at a time. */
export function LatestArticles() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  const articles = useArticles({ category, language });
  const list: QueryLike<ArticleResponse[]> = {
    data: articles.data?.pages.flatMap((page) => page.items),
    isPending: articles.isPending,
    isError: articles.isError,
    refetch: articles.refetch,
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {t('hub.latest')}
        </Heading>
        <Field.Root maxW={{ base: 'full', sm: '60' }}>
          <Field.Label textStyle="xs">{t('hub.filterLabel')}</Field.Label>
          <OptionSelect
            size="sm"
            value={category ?? ''}
            options={[{ value: '', label: t('hub.allCategories') }, ...ARTICLE_CATEGORIES.map((option) => ({ value: option, label: t(`articles.categories.${option}`) }))]}
            onChange={(picked) => setCategory((picked || null) as ArticleCategory | null)}
          />
        </Field.Root>
      </Flex>
      <QueryState query={list} loading={<LatestSkeletons />} errorTitle={t('hub.loadError')} emptyTitle={t('hub.empty')} emptyDescription={t('hub.emptyDescription')}>
        {(items) => (
          <Stack gap="4">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-labelledby={headingId}>
              {items.map((article, index) => (
                <li key={article.id}>
                  <ArticleCard article={article} leading={index === 0} />
                </li>
              ))}
            </SimpleGrid>
            {articles.hasNextPage ? (
              <Button alignSelf="center" variant="outline" onClick={() => void articles.fetchNextPage()} loading={articles.isFetchingNextPage} loadingText={t('hub.loadingMore')}>
                {t('hub.loadMore')}
              </Button>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
