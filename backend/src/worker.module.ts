import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { dataSourceOptions } from './database/data-source';
import { LivePublisherModule } from './platform/live/live-publisher.module';
import { NotificationsWorkerModule } from './features/notifications/notifications-worker.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { WorkerMetricsServer } from './platform/metrics/worker-metrics-server';
import { OutboxModule } from './platform/outbox/outbox.module';
import { QueuesModule } from './platform/queue/queues.module';
import { SettlementWorkerModule } from './features/predictions/settlement/settlement-worker.module';
import { UploadsWorkerModule } from './features/uploads/uploads-worker.module';

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
