import { Module } from '@nestjs/common';
import { AdminJournalistsController } from './admin-journalists.controller';
import { JournalistsController } from './journalists.controller';
import { JournalistsService } from './journalists.service';

@Module({ controllers: [JournalistsController, AdminJournalistsController], providers: [JournalistsService] })
export class JournalistsModule {}
