import { Circle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { readableTextColor } from '../lib/colors';

interface ColorDiscProps {
  /** The club colour it is painted in (#rrggbb). */
  color: string;
  size: string;
  textStyle?: string;
  children: ReactNode;
}

/**
 * A round badge in a club's colour with a short mark on it in black or white, whichever reads better: a crest's
 * letter, a shirt number. Decoration: what it stands for is always written beside it.
 */
export function ColorDisc({ color, size, textStyle, children }: ColorDiscProps) {
  return (
    <Circle
      aria-hidden
      size={size}
      flexShrink={0}
      bg={color}
      color={readableTextColor(color)}
      borderWidth="1px"
      borderColor="border.emphasized"
      fontWeight="bold"
      textStyle={textStyle}
    >
      {children}
    </Circle>
  );
}
