import { ARTICLE_RATING_MAX, ARTICLE_RATING_MIN, type ArticleDetailResponse, type UserResponse } from '@isl/contracts';
import { Button, HStack, RatingGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { formatNumber, formatRating } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { handleUnauthorized, notify } from '../../../lib/toaster';
import { useRateArticle } from '../api/rate-article';

interface ArticleRatingProps {
  article: ArticleDetailResponse;
  user: UserResponse | null;
  /** This page's address, where signing in comes back to. */
  returnTo: string;
}

/**
 * The average (one decimal) and count, and 1-5 stars a signed-in fan sets or changes; a visitor is asked to
 * sign in; the author cannot rate their own article, nor anyone an article not yet published.
 */
export function ArticleRating({ article, user, returnTo }: ArticleRatingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rate = useRateArticle(article.id);
  const average = formatRating(article.ratingAverage, language);
  const own = user?.id === article.authorId;

  const choose = (rating: number) =>
    rate.mutate(rating, {
      onSuccess: () => notify({ type: 'success', title: t('articlePage.rating.saved') }),
      onError: (error) => {
        if (!isUnauthorizedError(error)) notify({ type: 'error', title: t('articlePage.rating.failed'), description: t(apiErrorKeys(error)) });
      },
    });

  return (
    <Panel title={t('articlePage.rating.title')}>
      <Stack gap="3">
        {article.ratingCount > 0 ? (
          <HStack gap="3" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold">
              {t('articlePage.rating.average', { rating: average })}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {t('articlePage.rating.count', { count: formatNumber(article.ratingCount, language) })}
            </Text>
          </HStack>
        ) : (
          <Text color="fg.muted">{t('articlePage.rating.none')}</Text>
        )}
        {article.status !== 'published' ? null : !user ? (
          <Button alignSelf="start" variant="outline" colorPalette="brand" onClick={() => handleUnauthorized(returnTo)}>
            {t('articlePage.rating.signIn')}
          </Button>
        ) : own ? (
          <Text textStyle="sm" color="fg.muted">
            {t('articlePage.rating.own')}
          </Text>
        ) : (
          <RatingGroup.Root
            count={ARTICLE_RATING_MAX}
            value={article.myRating ?? 0}
            onValueChange={(details) => details.value >= ARTICLE_RATING_MIN && choose(details.value)}
            disabled={rate.isPending}
            colorPalette="yellow"
            size="lg"
            translations={{ ratingValueText: (index) => t('articlePage.rating.star', { count: index }) }}
          >
            <RatingGroup.Label>{t('articlePage.rating.yours')}</RatingGroup.Label>
            <RatingGroup.HiddenInput />
            <RatingGroup.Control>
              {Array.from({ length: ARTICLE_RATING_MAX }, (_, index) => (
                <RatingGroup.Item key={index} index={index + 1}>
                  <RatingGroup.ItemIndicator />
                </RatingGroup.Item>
              ))}
            </RatingGroup.Control>
          </RatingGroup.Root>
        )}
      </Stack>
    </Panel>
  );
}
