import type { AppConfig } from '../src/platform/config/config';
import { StreamsPublisher } from '../src/platform/live/streams-publisher';
import { TEST_REDIS_URL } from './support/test-env';

// A worker or a test may drop a publisher the moment it is made, before Redis has answered the adapter's
// subscription: that must close quietly, not end the process with an unhandled rejection.
it('closes a publisher made a moment ago without an unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    for (let i = 0; i < 10; i++) {
      await new StreamsPublisher({ redisUrl: TEST_REDIS_URL, socketStreamName: 'isl:test:publisher-close' } as AppConfig).onModuleDestroy();
    }
    // Rejections are reported after the microtasks that could still handle them have run.
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off('unhandledRejection', record);
  }
  expect(unhandled).toEqual([]);
});
