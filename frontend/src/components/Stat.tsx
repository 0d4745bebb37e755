import { Stack, Text } from '@chakra-ui/react';

/** Shown for a figure still loading. */
const NOT_YET = '–';

/** One labelled figure of a fan's statistics; undefined while it loads. */
export function Stat({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Stack gap="0" p="3" rounded="md" bg="bg.muted">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="xl" fontWeight="bold">
        <bdi>{value ?? NOT_YET}</bdi>
      </Text>
    </Stack>
  );
}
