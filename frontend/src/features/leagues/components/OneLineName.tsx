import { Text, type TextProps } from '@chakra-ui/react';

/**
 * A name typed in any script on one line, cut with an ellipsis at its own end: an English name on an Arabic page
 * loses its last letters, not its first, and still sits at the start of the line (inline, so the page's direction
 * places it).
 */
export function OneLineName({ name, ...text }: TextProps & { name: string }) {
  return (
    <Text as="span" display="inline-block" maxW="full" verticalAlign="bottom" truncate dir="auto" {...text}>
      {name}
    </Text>
  );
}
