import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { sampleImageWork } from '../../platform/metrics/metrics';

/**
 * Turns at image work in this api: at most UPLOAD_IMAGE_CONCURRENCY pieces (an upload decoded and re-encoded, a
 * share image drawn) run at once, the others wait in the order they came. sharp decodes on libuv's thread pool, which argon2 (sign-in) and file
 * reads (/media) share: sixty decompression bombs at once took every thread of it for some twenty seconds.
 * Kept to a counter and a queue rather than a library: p-limit would do the same, but is no dependency here.
 */
@Injectable()
export class ImageWork implements OnModuleInit, OnModuleDestroy {
  private readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private removeMetrics?: () => void;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.concurrency = config.uploadImageConcurrency;
  }

  /** Runs `work` when a turn is free, and answers what it answers; its turn passes on however it ends. */
  readonly inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    // A finished turn is handed straight to the next in line, so `running` never drops below the bound while some wait.
    if (this.running < this.concurrency) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  };

  onModuleInit(): void {
    this.removeMetrics = sampleImageWork(() => [
      { labels: { state: 'running' }, value: this.running },
      { labels: { state: 'waiting' }, value: this.waiting.length },
    ]);
  }

  onModuleDestroy(): void {
    this.removeMetrics?.();
  }
}
