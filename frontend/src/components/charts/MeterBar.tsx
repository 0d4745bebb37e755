import { chakra } from '@chakra-ui/react';
import { shareOf } from './chart-scale';
import { useReadingDirection } from './reading-direction';

interface MeterBarProps {
  value: number;
  /** The full bar's value (the league's best); the bar stays empty while there is none. */
  best: number;
  /** A colour token or a #rrggbb colour. */
  color: string;
}

/**
 * A thin bar filled as far as `value` goes towards `best`, from the reading direction's start: one of a card's
 * figures against the league's best. It is drawing only; the figures are said in words beside it.
 */
export function MeterBar({ value, best, color }: MeterBarProps) {
  const rtl = useReadingDirection() === 'rtl';
  const share = shareOf(value, best);
  const filled = share * 100;
  return (
    // Stretched to the width it is given (preserveAspectRatio none): it holds only rectangles, which stretch well.
    <chakra.svg viewBox="0 0 100 4" preserveAspectRatio="none" w="full" h="1.5" display="block" aria-hidden="true" focusable="false">
      <chakra.g fill="bg.emphasized">
        <rect width={100} height={4} />
      </chakra.g>
      <chakra.g fill={color}>
        <rect data-share={share} x={rtl ? 100 - filled : 0} width={filled} height={4} />
      </chakra.g>
    </chakra.svg>
  );
}
