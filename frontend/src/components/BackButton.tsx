import { Box, Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { RouterLink } from './RouterLink';

/** The way back to the list a page belongs to, above its content; the arrow points the reading direction's way back. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <RouterLink to={to}>
        <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
          <LuArrowLeft aria-hidden />
        </Box>
        {label}
      </RouterLink>
    </Button>
  );
}
