import { Stack, Text } from '@chakra-ui/react';

/** One labelled figure of a fan's statistics. */
export function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0" p="3" rounded="md" bg="bg.muted">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="xl" fontWeight="bold">
        <bdi>{value}</bdi>
      </Text>
    </Stack>
  );
}
