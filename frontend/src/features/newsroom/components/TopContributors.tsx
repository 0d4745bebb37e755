import { TOP_CONTRIBUTORS_SHOWN } from '@isl/contracts';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { SkeletonList } from '../../../components/SkeletonList';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatNumber, formatRating } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { useTopContributors } from '../api/get-top-contributors';
import { IconFigure } from './IconFigure';

/** Top Contributors: five journalists with their published articles and average rating (one decimal, 0.0 when none). */
export function TopContributors() {
  const { t } = useTranslation();
  const language = useLanguage();
  const contributors = useTopContributors();

  return (
    <Panel title={t('hub.contributors.title')}>
      <QueryState
        query={contributors}
        loading={<SkeletonList count={TOP_CONTRIBUTORS_SHOWN} height="12" gap="3" rounded="md" />}
        errorTitle={t('hub.contributors.loadError')}
        emptyTitle={t('hub.contributors.empty')}
        emptyDescription={t('hub.contributors.emptyDescription')}
      >
        {(rows) => (
          <Stack as="ol" gap="3" listStyleType="none">
            {rows.slice(0, TOP_CONTRIBUTORS_SHOWN).map((journalist) => (
              <HStack as="li" key={journalist.id} gap="3">
                <UserAvatar profileImageUrl={journalist.profileImageUrl} />
                <Stack gap="0" minW="0" flex="1">
                  <Text fontWeight="semibold" truncate>
                    <bdi>{journalist.displayName ?? t('hub.contributors.fallbackName')}</bdi>
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {t('hub.contributors.articles', { count: formatNumber(journalist.articleCount, language) })}
                  </Text>
                </Stack>
                <IconFigure
                  icon={<LuStar aria-hidden />}
                  value={formatRating(journalist.avgRating, language)}
                  label={t('hub.contributors.rating', { rating: formatRating(journalist.avgRating, language) })}
                  color="yellow.fg"
                  fontWeight="semibold"
                />
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
