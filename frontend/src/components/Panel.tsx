import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls beside the title (toggles, a refresh button). */
  actions?: ReactNode;
  footer?: ReactNode;
  /**
   * Below desktop width the content runs edge to edge (a table, a list of rows), so every pixel goes to it;
   * otherwise a phone keeps a narrower margin than a desktop.
   */
  flush?: boolean;
  children: ReactNode;
}

/** A titled card section of the dashboard; the heading names the region for screen readers. */
export function Panel({ title, subtitle, actions, footer, flush = false, children }: PanelProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} overflow="hidden" minW="0">
      <Card.Header px={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="lg" id={headingId}>
              {title}
            </Heading>
            {subtitle ? (
              <Text textStyle="sm" color="fg.muted">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {actions ? (
            <Flex gap="2" align="center" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body px={flush ? { base: '0', lg: '6' } : { base: '4', md: '6' }}>{children}</Card.Body>
      {footer ? <Card.Footer px={{ base: '4', md: '6' }}>{footer}</Card.Footer> : null}
    </Card.Root>
  );
}
