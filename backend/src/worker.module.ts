import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { LivePublisherModule } from './live/live-publisher.module';
import { NotificationsWorkerModule } from './notifications/notifications-worker.module';
import { MetricsModule } from './metrics/metrics.module';
import { WorkerMetricsServer } from './metrics/worker-metrics-server';
import { OutboxModule } from './outbox/outbox.module';
import { QueuesModule } from './queue/queues.module';
import { SettlementWorkerModule } from './settlement/settlement-worker.module';
import { UploadsWorkerModule } from './uploads/uploads-worker.module';

/** The worker process's root: queue consumers, no HTTP; fans hear from it through the Socket.IO stream. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      providers: [WorkerMetricsServer],
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        LivePublisherModule,
        QueuesModule,
        OutboxModule,
        MetricsModule,
        SettlementWorkerModule,
        UploadsWorkerModule,
        NotificationsWorkerModule,
      ],
    };
  }
}
