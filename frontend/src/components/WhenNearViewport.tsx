import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far beyond the window a section starts rendering: a screen's height, so it is ready before it is seen. */
const AHEAD = '100% 0px';

interface WhenNearViewportProps {
  /** About the section's height, held until it renders: the page's length (and its scrollbar) barely changes. */
  minH: BoxProps['minH'];
  children: ReactNode;
}

/**
 * Renders `children` once their place comes within a screen of the window, and keeps them from then on. A section
 * at the foot of a long screen (the dashboard's Goals of the Week and partners) then costs a phone nothing, neither
 * its requests nor its rendering, while the fan reads the top, and is drawn as they scroll towards it. A section
 * already that near renders as soon as the browser first reports on its placeholder, a frame after the rest of the
 * screen. Without IntersectionObserver everything renders at once.
 */
export function WhenNearViewport({ minH, children }: WhenNearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={placeholder} minH={minH} />;
}
