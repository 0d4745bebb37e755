import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import {
  clockMinute,
  HALF_LENGTH_MINUTES,
  leagueDayRange,
  MATCH_STATUS,
  matchPhase,
  positionGroup,
  type MatchCommand,
  type MatchResponse,
  type PlayerPosition,
} from '@isl/contracts';
import { SeededRandom } from '../../platform/runtime/seeded-random';
import { MatchesService, scheduledMatches, teamSheetOf } from '../matches';
import { SimulationLock } from './simulation-lock';

export interface SimulationOptions {
  /** Match minutes per real minute: 60 plays a match minute every second. */
  speed: number;
  /** At most this many matches; today's scheduled ones first, else the next scheduled ones. */
  matches: number;
  seed: string;
}

interface OnTheSheet {
  playerId: number;
  teamId: number;
  position: PlayerPosition;
}

const MINUTE_MS = 60_000;
/** Mean goals per side, close to the league's real 2.27 a match. */
const HOME_GOALS_PER_MINUTE = 1.3 / 90;
const AWAY_GOALS_PER_MINUTE = 1.0 / 90;
/** Shots and corners per side and match, about what leagues like this one see; a third of shots are on target. */
const HOME_SHOTS_PER_MINUTE = 12 / 90;
const AWAY_SHOTS_PER_MINUTE = 10 / 90;
const ON_TARGET_SHARE = 0.35;
const HOME_CORNERS_PER_MINUTE = 5 / 90;
const AWAY_CORNERS_PER_MINUTE = 4 / 90;
const HALF_TIME_BREAK_MINUTES = 15;
const SCORING_WEIGHT = { GK: 0, DEF: 1, MID: 2.5, FWD: 5 } as const;

/** A clock that runs `speed` times as fast as the wall clock from the moment it is made (1: the wall clock itself). */
export class SimulatedClock {
  private readonly startedAt = Date.now();

  constructor(private readonly speed: number) {}

  now(): Date {
    return new Date(this.startedAt + (Date.now() - this.startedAt) * this.speed);
  }

  /** Resolves once this clock reads `instant` (at once when it has passed); rejects when `signal` aborts. */
  async reach(instant: Date, signal?: AbortSignal): Promise<void> {
    const wait = (instant.getTime() - this.now().getTime()) / this.speed;
    if (wait > 0) await sleep(wait, undefined, { signal });
    else signal?.throwIfAborted();
  }
}

const at = (iso: string | null) => new Date(iso as string);
const later = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE_MS);

/**
 * Plays matches minute by minute through MatchesService.apply, exactly as an operator would: kick-off, shots,
 * corners and goals by players on the team sheet, half-time, second half, full time. For demos (npm start's demo season) and load
 * tests (npm run simulate).
 */
@Injectable()
export class MatchSimulator {
  private readonly logger = new Logger(MatchSimulator.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matches: MatchesService,
  ) {}

  /**
   * `npm run simulate`: kicks off today's scheduled matches (else the next ones) now, and plays them to full time;
   * refused while another simulation (a worker's demo season) plays, which would score in the same matches.
   */
  async run(options: SimulationOptions): Promise<void> {
    const lock = new SimulationLock(this.dataSource);
    if (!(await lock.hold())) {
      throw new Error('the demo season is playing the matches already (DEMO_PLAY, on under npm start with its own database): start with DEMO_PLAY=false to simulate');
    }
    try {
      const fixtures = await this.pickFixtures(options.matches);
      if (!fixtures.length) {
        this.logger.warn('no scheduled match left to play');
        return;
      }
      this.logger.log(`playing ${fixtures.length} match(es) at ${options.speed}x: ${fixtures.map((f) => f.id).join(', ')}`);
      const random = new SeededRandom(options.seed);
      const clock = new SimulatedClock(options.speed);
      await Promise.all(fixtures.map((fixture) => this.playOn(fixture.id, random, clock)));
    } finally {
      await lock.release();
    }
  }

  /** Today's scheduled matches (the league's day), else the next ones, soonest first. */
  private async pickFixtures(limit: number): Promise<{ id: number }[]> {
    const today = await scheduledMatches(this.dataSource.manager, limit, leagueDayRange(new Date()));
    return today.length ? today : scheduledMatches(this.dataSource.manager, limit);
  }

  /**
   * Plays a match on from where it stands to full time. A scheduled one kicks off now, or at its scheduled time
   * when that has passed; a live one goes on from its current minute. Each command carries the instant it
   * happens at on `clock`, so a goal's minute agrees with the match clock; instants the clock has passed already
   * (a match overdue when the simulation began) are played at once.
   */
  async playOn(matchId: number, random: SeededRandom, clock: SimulatedClock, signal?: AbortSignal): Promise<void> {
    let [match] = await this.matches.byIds([matchId]);
    // Where a live match stands when the simulation takes it over; a match it kicks off starts at minute 1.
    const resumedAt = clockMinute(match, clock.now());
    if (match.status === MATCH_STATUS.scheduled) {
      const kickoff = new Date(Math.min(clock.now().getTime(), at(match.matchDate).getTime()));
      // The simulator plays what it is given: a match of later today kicks off early on purpose.
      match = await this.command(match, { type: 'kickoff', confirmEarly: true }, kickoff);
    }
    const sheet = await teamSheetOf(this.dataSource.manager, matchId);
    const playMinutes = async (first: number, last: number, middleOf: (minute: number) => Date) => {
      for (let minute = first; minute <= last; minute++) {
        await clock.reach(middleOf(minute), signal);
        await this.maybeAttack(match, sheet, random, minute, middleOf(minute));
        await this.maybeScore(match, sheet, random, minute, middleOf(minute));
      }
    };

    if (matchPhase(match) === 'first_half') {
      const kickedOff = at(match.kickedOffAt);
      await playMinutes(resumedAt ?? 1, HALF_LENGTH_MINUTES, (minute) => later(kickedOff, minute - 0.5));
      const whistle = later(kickedOff, HALF_LENGTH_MINUTES);
      await clock.reach(whistle, signal);
      match = await this.command(match, { type: 'halftime' }, whistle);
    }
    if (matchPhase(match) === 'half_time') {
      const restart = later(at(match.halfTimeAt), HALF_TIME_BREAK_MINUTES);
      await clock.reach(restart, signal);
      match = await this.command(match, { type: 'second_half' }, restart);
    }
    if (matchPhase(match) === 'second_half') {
      const restarted = at(match.secondHalfStartedAt);
      const first = resumedAt !== null && resumedAt > HALF_LENGTH_MINUTES ? resumedAt : HALF_LENGTH_MINUTES + 1;
      await playMinutes(first, 2 * HALF_LENGTH_MINUTES, (minute) => later(restarted, minute - HALF_LENGTH_MINUTES - 0.5));
      const whistle = later(restarted, HALF_LENGTH_MINUTES);
      await clock.reach(whistle, signal);
      match = await this.command(match, { type: 'fulltime' }, whistle);
      this.logger.log(`full time: ${match.homeTeamName} ${match.homeScore}-${match.awayScore} ${match.awayTeamName}`);
    }
  }

  /** Each side may shoot (by a player on its sheet) and win a corner in a minute: what the momentum graph draws. */
  private async maybeAttack(match: MatchResponse, sheet: OnTheSheet[], random: SeededRandom, minute: number, instant: Date): Promise<void> {
    for (const [teamId, shots, corners] of [
      [match.homeTeamId, HOME_SHOTS_PER_MINUTE, HOME_CORNERS_PER_MINUTE],
      [match.awayTeamId, AWAY_SHOTS_PER_MINUTE, AWAY_CORNERS_PER_MINUTE],
    ] as const) {
      if (random.chance(shots)) {
        const shooter = random.weightedPick(sheet.filter((p) => p.teamId === teamId), (p) => SCORING_WEIGHT[positionGroup(p.position)]);
        await this.command(match, { type: 'shot', teamId, playerId: shooter.playerId, onTarget: random.chance(ON_TARGET_SHARE), minute }, instant);
      }
      if (random.chance(corners)) await this.command(match, { type: 'corner', teamId, minute }, instant);
    }
  }

  /** Each side may score in a minute, by a player on its team sheet, often with an assist. */
  private async maybeScore(match: MatchResponse, sheet: OnTheSheet[], random: SeededRandom, minute: number, instant: Date): Promise<void> {
    for (const [teamId, rate] of [
      [match.homeTeamId, HOME_GOALS_PER_MINUTE],
      [match.awayTeamId, AWAY_GOALS_PER_MINUTE],
    ] as const) {
      if (!random.chance(rate)) continue;
      const team = sheet.filter((p) => p.teamId === teamId);
      const scorer = random.weightedPick(team, (p) => SCORING_WEIGHT[positionGroup(p.position)]);
      const assistant = random.chance(0.7) ? random.pick(team.filter((p) => p !== scorer)) : undefined;
      await this.command(match, { type: 'goal', teamId, playerId: scorer.playerId, assistPlayerId: assistant?.playerId, minute }, instant);
    }
  }

  private async command(match: MatchResponse, command: MatchCommand, instant: Date): Promise<MatchResponse> {
    return (await this.matches.apply(match.id, command, instant)).match;
  }
}
