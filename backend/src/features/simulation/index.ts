/**
 * The match simulator: `npm run simulate` plays matches through it, and the worker's demo season (DEMO_PLAY)
 * plays the seeded season on with it.
 */
export { DemoSeasonWorkerModule } from './demo-season-worker.module';
export { MatchSimulator, type SimulationOptions } from './match-simulator';
export { SimulationModule } from './simulation.module';
