import { Module } from '@nestjs/common';
import { WeeklySquadsController } from './weekly-squads.controller';
import { WeeklySquadsService } from './weekly-squads.service';

@Module({ controllers: [WeeklySquadsController], providers: [WeeklySquadsService] })
export class WeeklySquadsModule {}
