import { Module } from '@nestjs/common';
import { DemoSeason } from './demo-season';
import { SimulationModule } from './simulation.module';

/** The worker's demo season, imported only with DEMO_PLAY on. */
@Module({
  imports: [SimulationModule],
  providers: [DemoSeason],
})
export class DemoSeasonWorkerModule {}
