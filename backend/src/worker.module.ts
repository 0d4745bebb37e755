import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BadgeJobs, BadgesWorkerModule } from './features/badges';
import { LeagueJobs, LeaguesWorkerModule } from './features/leagues';
import { matchChangeFollowUps } from './features/matches';
import { MailJobs, MailWorkerModule } from './features/mail';
import { NotificationJobs, NotificationsWorkerModule } from './features/notifications';
import { PredictionJobs, PredictionsWorkerModule, settlementFollowUps } from './features/predictions';
import { UploadJobs, UploadsWorkerModule } from './features/uploads';
import { DemoSeasonWorkerModule } from './features/simulation';
import { SquadJobs, squadScoringFollowUps, WeeklySquadsWorkerModule } from './features/weekly-squads';
import { MATCH_CHANGE_FOLLOW_UPS, SETTLEMENT_FOLLOW_UPS, SQUAD_SCORING_FOLLOW_UPS } from './follow-ups';
import { dataSourceOptions } from './database/data-source';
import { AppConfig } from './platform/config/config';
import { APP_CONFIG, ConfigModule } from './platform/config/config.module';
import { LivePublisherModule } from './platform/live/live-publisher.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { WorkerMetricsServer } from './platform/metrics/worker-metrics-server';
import { OutboxModule } from './platform/outbox/outbox.module';
import { RequestKeyJobs } from './platform/postgres/request-key-jobs';
import { AppQueues } from './platform/queue/app-queues';
import { QueuesModule } from './platform/queue/queues.module';
import { QueueWorkers, type AnyJobHandlers } from './platform/queue/queue-workers';

/** Every feature's handlers of the queues' jobs (and the platform's sweep of request keys), in the order a job two take runs them. */
const JOB_HANDLERS = [PredictionJobs, SquadJobs, BadgeJobs, LeagueJobs, NotificationJobs, UploadJobs, MailJobs, RequestKeyJobs];

/** The worker process's root: queue consumers, no HTTP; fans hear from it through the Socket.IO stream. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      providers: [
        WorkerMetricsServer,
        RequestKeyJobs,
        {
          provide: QueueWorkers,
          inject: [APP_CONFIG, AppQueues, ...JOB_HANDLERS],
          useFactory: (appConfig: AppConfig, queues: AppQueues, ...handlers: AnyJobHandlers[]) => new QueueWorkers(appConfig, queues, handlers),
        },
      ],
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, config.databasePoolSize)),
        LivePublisherModule,
        QueuesModule,
        OutboxModule,
        MetricsModule,
        settlementFollowUps(SETTLEMENT_FOLLOW_UPS),
        squadScoringFollowUps(SQUAD_SCORING_FOLLOW_UPS),
        PredictionsWorkerModule,
        WeeklySquadsWorkerModule,
        BadgesWorkerModule,
        LeaguesWorkerModule,
        NotificationsWorkerModule,
        UploadsWorkerModule,
        // Off in a real season: then only operators change matches.
        ...(config.demoPlay ? [DemoSeasonWorkerModule, matchChangeFollowUps(MATCH_CHANGE_FOLLOW_UPS)] : []),
        MailWorkerModule,
      ],
    };
  }
}
