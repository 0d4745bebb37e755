import { ARTICLE_CATEGORIES } from '@isl/contracts';
import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrendingUp } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { TRENDING_TOPICS } from '../lib/trending-topics';
import { CategoryBadge } from './CategoryBadge';

/** The static Trending Topics card. */
export function TrendingTopics() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t('hub.trending.title')}>
      <Stack as="ul" gap="3" listStyleType="none">
        {TRENDING_TOPICS.map((topic) => (
          <HStack as="li" key={topic.key} justify="space-between" gap="3">
            <HStack gap="2" minW="0">
              <LuTrendingUp aria-hidden />
              <Text fontWeight="semibold" color="brand.fg" truncate>
                <bdi>{t(`hub.trending.topics.${topic.key}`)}</bdi>
              </Text>
            </HStack>
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              {t('hub.trending.posts', { count: formatNumber(topic.posts, language) })}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Panel>
  );
}

/** The Article Categories card: every category on its badge colour. */
export function ArticleCategories() {
  const { t } = useTranslation();
  return (
    <Panel title={t('hub.categoriesTitle')}>
      <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
        {ARTICLE_CATEGORIES.map((category) => (
          <li key={category}>
            <CategoryBadge category={category} />
          </li>
        ))}
      </Flex>
    </Panel>
  );
}
