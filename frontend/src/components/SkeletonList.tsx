import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface SkeletonListProps {
  /** How many placeholders (spec section 9 names the count per list). */
  count: number;
  /** Each placeholder's height, like the rows it stands for. */
  height: string;
  gap: string;
  rounded: string;
}

/** Grey rows in the shape of a list still loading, announced as "Loading..." to screen readers. */
export function SkeletonList({ count, height, gap, rounded }: SkeletonListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={gap} role="status" aria-label={t('app.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} rounded={rounded} />
      ))}
    </Stack>
  );
}
