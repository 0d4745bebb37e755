import { Heading, Stack, Text } from '@chakra-ui/react';

/** A page's one h1 and the line under it, alike on every screen. */
export function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}
