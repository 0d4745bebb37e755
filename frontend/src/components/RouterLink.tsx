import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to a screen of the app, made of the hooks React Router provides for custom links: the address in `href`,
 * and a click without a modifier key, on a link without another target, opens the screen without reloading.
 * React Router's own Link also carries its framework mode's route discovery and prefetching, which this app does
 * not use, into every first load (eslint keeps its Link and NavLink out; docs/benchmarks.md has the size).
 */
export function RouterLink({ to, onClick, target, ...anchor }: RouterLinkProps) {
  const href = useHref(to);
  const openInApp = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) openInApp(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

/** Whether `pathname` is `prefix` or an address below it ("/matches/7" is below "/matches"). */
const isAtOrBelow = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * A RouterLink marked aria-current="page" while its screen is the one shown (its exact address, as NavLink
 * `end`), and aria-current="true" while the screen shown is in its `section` (addresses at or below these).
 */
export function NavLink({ section = [], ...props }: RouterLinkProps & { section?: readonly string[] }) {
  const pathname = useLocation().pathname.toLowerCase();
  const isPage = useResolvedPath(props.to).pathname.toLowerCase() === pathname;
  const inSection = section.some((prefix) => isAtOrBelow(pathname, prefix));
  return <RouterLink aria-current={isPage ? 'page' : inSection ? 'true' : undefined} {...props} />;
}
