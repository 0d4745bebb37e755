import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { WhenNearViewport } from './WhenNearViewport';

/** jsdom lays nothing out, so it cannot tell what is near the window: this observer is told, as a browser would be. */
class ToldObserver {
  static made: ToldObserver[] = [];
  readonly watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ToldObserver.made.push(this);
  }
  observe(element: Element): void {
    this.watched.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  unobserve(): void {}
  takeRecords(): [] {
    return [];
  }
  /** The browser's report on the watched element: within the margin of the window or not. */
  tell(isIntersecting: boolean): void {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.report(entries, this as unknown as IntersectionObserver));
  }
}

const browserObserver = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = browserObserver;
  ToldObserver.made = [];
});

const section = (
  <WhenNearViewport minH="30rem">
    <h2>Goals of the Week</h2>
  </WhenNearViewport>
);

describe('WhenNearViewport', () => {
  it('holds the place until the section comes within a screen of the window, then renders it for good', () => {
    globalThis.IntersectionObserver = ToldObserver as unknown as typeof IntersectionObserver;
    const { container } = renderWithProviders(section);
    const [observer] = ToldObserver.made;
    expect(screen.queryByRole('heading')).toBeNull();
    expect(observer.options.rootMargin).toBe('100% 0px');
    expect(observer.watched).toHaveLength(1);

    observer.tell(false);
    expect(screen.queryByRole('heading')).toBeNull();

    observer.tell(true);
    // The section in the placeholder's stead.
    expect(container.innerHTML).toBe('<h2>Goals of the Week</h2>');
    // Rendered once, it stays: scrolling away does not take it down, and nothing watches any more.
    expect(observer.disconnected).toBe(true);
    expect(ToldObserver.made).toHaveLength(1);
  });

  it('stops watching when the screen is left before the section was reached', () => {
    globalThis.IntersectionObserver = ToldObserver as unknown as typeof IntersectionObserver;
    const { unmount } = renderWithProviders(section);
    unmount();
    expect(ToldObserver.made[0].disconnected).toBe(true);
  });

  it('renders everything at once in a browser without IntersectionObserver', () => {
    // @ts-expect-error: a browser that has none
    delete globalThis.IntersectionObserver;
    const { container } = renderWithProviders(section);
    expect(container.innerHTML).toBe('<h2>Goals of the Week</h2>');
  });
});
