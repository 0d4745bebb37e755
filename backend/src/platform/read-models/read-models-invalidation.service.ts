import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { closeRedis } from '../redis/close-redis';
import { connectRedis } from '../redis/redis-client';
import { READ_MODEL_TOPICS, ReadModelCache, type ReadModelTopic } from './read-model-cache';

const isTopic = (value: unknown): value is ReadModelTopic => READ_MODEL_TOPICS.includes(value as ReadModelTopic);

/**
 * The topics a message of the relay names, or undefined (every topic) for anything else: a message that is not
 * ours makes this process forget everything rather than keep something that may be old.
 */
export function topicsInMessage(message: string): ReadModelTopic[] | undefined {
  try {
    const topics = JSON.parse(message) as unknown;
    if (Array.isArray(topics) && topics.every(isTopic)) return topics;
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}

/**
 * Hears which topics a write changed, from any process (the outbox relay publishes them), and drops this
 * process's answers built from them. While Redis is away nothing could be heard, so nothing is kept: the reads
 * go to the database as before, and the cache starts afresh once the subscription is back.
 */
@Injectable()
export class ReadModelsInvalidation implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReadModelsInvalidation.name);
  private readonly subscriber: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ReadModelCache,
  ) {
    this.subscriber = connectRedis(config, { lazyConnect: true, maxRetriesPerRequest: null });
  }

  onModuleInit(): void {
    this.cache.enabled = false;
    this.subscriber.on('message', (_channel: string, message: string) => this.cache.invalidate(topicsInMessage(message)));
    // On every (re)connection: keep answers again only once the subscription is in place.
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.config.readModelsChannel).then(
        () => {
          this.cache.enabled = true;
        },
        (error: unknown) => this.logger.warn(`read models are not cached until Redis answers: ${String(error)}`),
      );
    });
    this.subscriber.on('close', () => {
      this.cache.enabled = false;
      this.cache.invalidate();
    });
    this.subscriber.connect().catch((error: unknown) => this.logger.warn(`read models are not cached until Redis answers: ${String(error)}`));
  }

  async onModuleDestroy(): Promise<void> {
    await closeRedis(this.subscriber);
  }
}
