import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTestQueryClient } from '../../test/render';
import { lazyLoaded } from './lazy-load';

describe('lazyLoaded', () => {
  it("fetches a screen's code once, whether it is preloaded first or rendered first", async () => {
    const load = jest.fn(async () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    const Screen = lazyLoaded(load);
    await Screen.preload(createTestQueryClient());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Zakho" />
      </Suspense>,
    );
    expect((await screen.findByText('Hello Zakho')).tagName).toBe('P');
    await Screen.preload(createTestQueryClient());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
