import { HStack, VisuallyHidden, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface IconFigureProps extends StackProps {
  icon: ReactNode;
  /** What is shown: the bare figure. */
  value: string;
  /** What a screen reader hears instead: the figure with its meaning ("Views: 12"). */
  label: string;
}

/** A figure beside its icon (views, rating), read out with its meaning rather than as a lone number. */
export function IconFigure({ icon, value, label, ...props }: IconFigureProps) {
  return (
    <HStack as="span" gap="1" flexShrink={0} {...props}>
      {icon}
      <span aria-hidden>{value}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </HStack>
  );
}
