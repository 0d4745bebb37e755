import { FEATURED_ARTICLES_SHOWN } from '@isl/contracts';
import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import { useFeaturedArticles } from '../api/get-featured-articles';
import { ArticleCard } from './ArticleCard';

/** The Hub's top section: at most two featured articles, in the featured card; nothing at all when there are none. */
export function FeaturedArticles() {
  const { t } = useTranslation();
  const headingId = useId();
  const featured = useFeaturedArticles();
  const articles = featured.data?.slice(0, FEATURED_ARTICLES_SHOWN) ?? [];
  if (!featured.isPending && articles.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId} display="flex" alignItems="center" gap="2">
        <LuStar aria-hidden /> {t('hub.featured')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {featured.isPending
          ? Array.from({ length: FEATURED_ARTICLES_SHOWN }, (_, index) => <Skeleton key={index} h="80" rounded="lg" />)
          : articles.map((article, index) => <ArticleCard key={article.id} article={article} variant="featured" leading={index === 0} />)}
      </SimpleGrid>
    </Stack>
  );
}
