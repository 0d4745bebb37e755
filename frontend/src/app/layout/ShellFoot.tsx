import { Footer } from './Footer';
import { OfflineShell } from './OfflineShell';
import { ShellNotices } from './ShellNotices';

/**
 * What the shell adds once the page is quiet, in one chunk: the footer (below the fold on every screen: the main
 * area is a screen tall), the notices (over the foot of the window, so their place in the page does not matter)
 * and the offline shell's work.
 */
export function ShellFoot() {
  return (
    <>
      <ShellNotices />
      <OfflineShell />
      <Footer />
    </>
  );
}
