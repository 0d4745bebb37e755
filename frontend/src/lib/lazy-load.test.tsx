import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTestQueryClient } from '../../test/render';
import { lazyLoaded, withFirstReads } from './lazy-load';

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

describe('withFirstReads', () => {
  const screenCode = async () => ({ default: () => <p>Hub</p> });

  it('preloads the code and the reads that decide the layout, which the first render then finds in the cache', async () => {
    const queryClient = createTestQueryClient();
    const Screen = withFirstReads(lazyLoaded(screenCode), (client) => [client.prefetchQuery({ queryKey: ['featured'], queryFn: async () => ['Derby day'] })]);
    await Screen.preload(queryClient);
    expect(queryClient.getQueryData(['featured'])).toEqual(['Derby day']);
  });

  it('stops waiting for a read that takes longer than a phone should wait, and paints without it', async () => {
    jest.useFakeTimers();
    try {
      const queryClient = createTestQueryClient();
      const never = new Promise<never>(() => undefined);
      const Screen = withFirstReads(lazyLoaded(screenCode), () => [never]);
      let preloaded = false;
      const preloading = Screen.preload(queryClient).then(() => (preloaded = true));
      await jest.advanceTimersByTimeAsync(1_000);
      expect(preloaded).toBe(false);
      await jest.advanceTimersByTimeAsync(600);
      await preloading;
      expect(preloaded).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
