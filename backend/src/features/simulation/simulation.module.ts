import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches';
import { MatchSimulator } from './match-simulator';

/** The match simulator, for `npm run simulate` and the demo season; the process gives the match follow-ups. */
@Module({
  imports: [MatchesModule],
  providers: [MatchSimulator],
  exports: [MatchSimulator],
})
export class SimulationModule {}
