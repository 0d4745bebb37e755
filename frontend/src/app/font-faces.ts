/**
 * The fonts' faces, added once the first screen has painted (App calls this after its first commit). Until then
 * the page shows the system's sans-serif (font-display: swap would show it anyway while the files download), and
 * the font files no longer share a phone's link and its six connections with the screen's scripts and reads,
 * which they held back (docs/benchmarks.md, "The first screens' bytes").
 */
export function addFontFacesAfterPaint(): void {
  // The frame's callback runs before that frame paints; the task it queues runs after.
  requestAnimationFrame(() => window.setTimeout(() => void import('../fonts.css')));
}
