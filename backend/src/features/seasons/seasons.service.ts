import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SeasonResponse } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { Season } from './season.entity';
import { currentSeason, seasonByLabel, toSeasonResponse } from './seasons.queries';

export const seasonNotFound = (label: string) => new ApiError('SEASON_NOT_FOUND', `There is no season ${label}.`);

/** Which season a read is about: the one its `season` parameter names, the current one when it names none. */
@Injectable()
export class SeasonsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async resolve(label?: string): Promise<Season> {
    if (label === undefined) return currentSeason(this.dataSource.manager);
    const season = await seasonByLabel(this.dataSource.manager, label);
    if (!season) throw seasonNotFound(label);
    return season;
  }

  /** Every season, newest first. */
  async list(): Promise<SeasonResponse[]> {
    const seasons = await this.dataSource.manager.find(Season, { order: { startsOn: 'DESC' } });
    return seasons.map(toSeasonResponse);
  }
}
