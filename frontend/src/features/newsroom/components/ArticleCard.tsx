import type { ArticleResponse } from '@isl/contracts';
import { Card, Heading, HStack, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { languageOption } from '../../../lib/languages';
import { articlePath } from '../lib/article-link';
import { ArticleBadges } from './ArticleBadges';
import { IconFigure } from './IconFigure';
import { useDataSaver } from '../../../lib/data-saver';

interface ArticleCardProps {
  article: ArticleResponse;
  /** Featured: the large picture and title of the Hub's top section; normal: the lists' card. */
  variant?: 'featured' | 'normal';
  /**
   * The first card of a list: its picture is fetched at once and ahead of the others. On a phone it is the screen's
   * largest element, and a lazy picture waited for the page's layout and went out at low priority.
   */
  leading?: boolean;
}

/**
 * An article in a list (spec section 2): picture (its own or its category's), category badge, date, title,
 * excerpt, author and views, and a Featured badge. The title links to the article; the whole card is its target.
 * The title and excerpt carry the article's `lang` and `dir`; the card's labels are the page's.
 */
export function ArticleCard({ article, variant = 'normal', leading = false }: ArticleCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const featured = variant === 'featured';
  const dataSaver = useDataSaver();
  // The article's own words are in its language, which may not be the page's: a Sorani article on an English page.
  const { htmlLang, dir } = languageOption(article.language);
  const words = { lang: htmlLang, dir, textAlign: 'start' } as const;

  return (
    <LinkBox as="article" h="full" data-article={article.id} data-variant={variant}>
      <Card.Root h="full" overflow="hidden" variant={featured ? 'elevated' : 'outline'} _hover={{ borderColor: 'brand.solid' }}>
        {dataSaver ? null : (
          <Image
            src={featured ? article.featuredImageUrl : article.thumbnailUrl}
            alt=""
            aspectRatio={16 / 9}
            objectFit="cover"
            w="full"
            loading={leading ? 'eager' : 'lazy'}
            fetchPriority={leading ? 'high' : undefined}
          />
        )}
        <Card.Body gap="2" p={featured ? '5' : '4'}>
          <ArticleBadges article={article} dateSize="xs" />
          <Heading as="h3" size={featured ? 'xl' : 'md'} lineClamp={featured ? 3 : 2} {...words}>
            <LinkOverlay asChild>
              <RouterLink to={articlePath(article)}>
                <bdi>{article.title}</bdi>
              </RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" textStyle="sm" lineClamp={featured ? 3 : 2} {...words}>
            <bdi>{article.excerpt}</bdi>
          </Text>
          <HStack justify="space-between" gap="3" mt="auto" pt="2" textStyle="xs" color="fg.muted">
            <Text as="span" truncate>
              {t('articles.by', { name: isolate(article.authorName ?? t('articles.fallbackAuthor')) })}
            </Text>
            <IconFigure icon={<LuEye aria-hidden />} value={formatNumber(article.views, language)} label={t('articles.views', { count: formatNumber(article.views, language) })} />
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
