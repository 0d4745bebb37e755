import { Box, chakra, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PickListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => number;
  chosen: number | null;
  onChoose: (item: T) => void;
  render: (item: T) => ReactNode;
  label: string;
}

/** A list whose rows are buttons choosing the row to edit; the chosen one is marked for sight and for screen readers. */
export function PickList<T>({ items, keyOf, chosen, onChoose, render, label }: PickListProps<T>) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={label} maxH={{ lg: '70vh' }} overflowY={{ lg: 'auto' }}>
      {items.map((item) => {
        const current = keyOf(item) === chosen;
        return (
          <Box as="li" key={keyOf(item)}>
            <chakra.button
              type="button"
              aria-current={current ? 'true' : undefined}
              onClick={() => onChoose(item)}
              display="flex"
              alignItems="center"
              gap="3"
              w="full"
              textAlign="start"
              px="3"
              py="2"
              rounded="md"
              borderWidth="1px"
              borderColor={current ? 'brand.solid' : 'transparent'}
              bg={current ? 'brand.subtle' : undefined}
              _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
            >
              {render(item)}
            </chakra.button>
          </Box>
        );
      })}
    </Stack>
  );
}
