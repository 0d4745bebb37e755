import { Fragment, type ReactNode } from 'react';

/**
 * Parts of one line joined with " · ", each isolated: an Arabic club name next to "8x Champions", or an English
 * venue on an Arabic page, keeps its own order instead of mixing with its neighbours.
 */
export function BidiList({ items }: { items: ReactNode[] }) {
  const shown = items.filter((item) => item !== null && item !== undefined && item !== false && item !== '');
  return (
    <>
      {shown.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{item}</bdi>
        </Fragment>
      ))}
    </>
  );
}
