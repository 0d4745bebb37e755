import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HALF_LENGTH_MINUTES, leagueDayRange, positionGroup, type PlayerPosition } from '@isl/contracts';
import { MatchesService, scheduledMatches, teamSheetOf } from '../../src/features/matches';
import { SeededRandom } from '../../src/platform/runtime/seeded-random';

export interface SimulationOptions {
  /** Match minutes per real minute: 60 plays a match minute every second. */
  speed: number;
  /** At most this many matches; today's scheduled ones first, else the next scheduled ones. */
  matches: number;
  seed: string;
}

interface Fixture {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
}

interface OnTheSheet {
  playerId: number;
  teamId: number;
  position: PlayerPosition;
}

/** Mean goals per side, close to the league's real 2.27 a match. */
const HOME_GOALS_PER_MINUTE = 1.3 / 90;
const AWAY_GOALS_PER_MINUTE = 1.0 / 90;
const HALF_TIME_BREAK_MINUTES = 15;
const SCORING_WEIGHT = { GK: 0, DEF: 1, MID: 2.5, FWD: 5 } as const;

/**
 * Plays matches minute by minute through MatchesService.apply, exactly as an operator would: kick-off, goals
 * by players on the team sheet, half-time, second half, full time. For demos and load tests.
 */
@Injectable()
export class MatchSimulator {
  private readonly logger = new Logger(MatchSimulator.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matches: MatchesService,
  ) {}

  async run(options: SimulationOptions): Promise<void> {
    const fixtures = await this.pickFixtures(options.matches);
    if (!fixtures.length) {
      this.logger.warn('no scheduled match left to play');
      return;
    }
    this.logger.log(`playing ${fixtures.length} match(es) at ${options.speed}x: ${fixtures.map((f) => f.id).join(', ')}`);
    const random = new SeededRandom(options.seed);
    await Promise.all(fixtures.map((fixture) => this.play(fixture, random, 60_000 / options.speed)));
  }

  /** Today's scheduled matches (the league's day), else the next ones, soonest first. */
  private async pickFixtures(limit: number): Promise<Fixture[]> {
    const today = await scheduledMatches(this.dataSource.manager, limit, leagueDayRange(new Date()));
    return today.length ? today : scheduledMatches(this.dataSource.manager, limit);
  }

  /**
   * Plays at `msPerMinute` real milliseconds per match minute, on a match clock of its own: each command
   * carries the instant it would happen at in a match kicked off now, so a goal's minute agrees with the clock.
   */
  private async play(fixture: Fixture, random: SeededRandom, msPerMinute: number): Promise<void> {
    const wait = (minutes: number) => new Promise((resolve) => setTimeout(resolve, minutes * msPerMinute));
    const kickoff = Date.now();
    const secondHalfStart = HALF_LENGTH_MINUTES + HALF_TIME_BREAK_MINUTES;
    // The middle of match minute `minute` (the clock shows a minute from its start), on the simulated clock.
    const during = (minute: number) =>
      new Date(kickoff + ((minute > HALF_LENGTH_MINUTES ? minute + HALF_TIME_BREAK_MINUTES : minute) - 0.5) * 60_000);
    await this.matches.apply(fixture.id, { type: 'kickoff', confirmEarly: true }, new Date(kickoff));
    const sheet = await this.teamSheet(fixture.id);
    for (let minute = 1; minute <= 2 * HALF_LENGTH_MINUTES; minute++) {
      await wait(1);
      for (const [teamId, rate] of [
        [fixture.homeTeamId, HOME_GOALS_PER_MINUTE],
        [fixture.awayTeamId, AWAY_GOALS_PER_MINUTE],
      ] as const) {
        if (!random.chance(rate)) continue;
        const team = sheet.filter((p) => p.teamId === teamId);
        const scorer = random.weightedPick(team, (p) => SCORING_WEIGHT[positionGroup(p.position)]);
        const assistant = random.chance(0.7) ? random.pick(team.filter((p) => p !== scorer)) : undefined;
        await this.matches.apply(
          fixture.id,
          { type: 'goal', teamId, playerId: scorer.playerId, assistPlayerId: assistant?.playerId, minute },
          during(minute),
        );
      }
      if (minute === HALF_LENGTH_MINUTES) {
        await this.matches.apply(fixture.id, { type: 'halftime' }, during(minute));
        await wait(HALF_TIME_BREAK_MINUTES);
        await this.matches.apply(fixture.id, { type: 'second_half' }, new Date(kickoff + secondHalfStart * 60_000));
      }
    }
    const { match } = await this.matches.apply(fixture.id, { type: 'fulltime' }, during(2 * HALF_LENGTH_MINUTES));
    this.logger.log(`full time: ${match.homeTeamName} ${match.homeScore}-${match.awayScore} ${match.awayTeamName}`);
  }

  private teamSheet(matchId: number): Promise<OnTheSheet[]> {
    return teamSheetOf(this.dataSource.manager, matchId);
  }
}
