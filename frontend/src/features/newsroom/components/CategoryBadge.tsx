import type { ArticleCategory } from '@isl/contracts';
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PALETTES } from '../lib/categories';

/** A category's name on its fixed colour. */
export function CategoryBadge({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={CATEGORY_PALETTES[category]} variant="subtle" data-category={category}>
      {t(`articles.categories.${category}`)}
    </Badge>
  );
}
