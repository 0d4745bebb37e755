/** Relative luminance of a #rrggbb colour (WCAG 2 definition). */
function luminance(hex: string): number {
  const rgb = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!rgb) return 0;
  const [r, g, b] = rgb.slice(1).map((channel) => {
    const c = parseInt(channel, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on the background. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** The preferred text colour if it meets WCAG AA (4.5:1) on the background, else black or white. */
export function accessibleTextColor(background: string, preferred: string): string {
  return contrastRatio(background, preferred) >= 4.5 ? preferred : readableTextColor(background);
}
