import type Redis from 'ioredis';

/** Closes a connection politely (QUIT waits for replies in flight), or drops it if that fails. */
export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}
