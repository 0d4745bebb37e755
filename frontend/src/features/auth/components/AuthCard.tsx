import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** Left out where the card's state already says it (a link that no longer works, a password set). */
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the account pages (sign in, forgot password, choose a new password): one card, its title above. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Container maxW="lg" py={{ base: '6', md: '12' }}>
      <Card.Root>
        <Card.Header>
          <Stack gap="1">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
          </Stack>
        </Card.Header>
        <Card.Body gap="6">{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}
