import type { ArticleResponse } from '@isl/contracts';
import { Badge, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import { useArticleDate } from '../hooks/use-article-date';
import { CategoryBadge } from './CategoryBadge';

/** The line above an article's title, on its card and its page: category, Featured when it is, and its date. */
export function ArticleBadges({ article, dateSize }: { article: ArticleResponse; dateSize: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const date = useArticleDate(article);
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <CategoryBadge category={article.category} />
      {article.isFeatured ? (
        <Badge colorPalette="yellow" variant="subtle">
          <LuStar aria-hidden /> {t('articles.featuredBadge')}
        </Badge>
      ) : null}
      <Text as="span" textStyle={dateSize} color="fg.muted">
        <bdi>{date}</bdi>
      </Text>
    </Flex>
  );
}
