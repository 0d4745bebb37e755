import { Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LegendItem {
  key: string | number;
  /** The item's sample of its mark (a line's swatch, a bar's colour and side). */
  swatch: ReactNode;
  label: ReactNode;
}

/**
 * The key under a chart, for the eye: hidden from assistive technology, which hears the chart's text alternative
 * instead (the same facts in words).
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Flex wrap="wrap" columnGap="4" rowGap="1" textStyle="xs" color="fg.muted" aria-hidden="true" data-legend="">
      {items.map((item) => (
        <HStack key={item.key} gap="1.5" data-legend-item="">
          {item.swatch}
          {item.label}
        </HStack>
      ))}
    </Flex>
  );
}
