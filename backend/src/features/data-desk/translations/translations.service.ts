import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MissingTranslation } from '@isl/contracts';
import { untranslatedMatchNames } from '../../matches';
import { untranslatedPlayerNames } from '../../players';
import { untranslatedClubNames } from '../../teams';

/** The names Arabic and Sorani readers see in Latin letters until the desk writes them in their script. */
@Injectable()
export class TranslationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async missing(): Promise<MissingTranslation[]> {
    const { manager } = this.dataSource;
    const lists = await Promise.all([untranslatedClubNames(manager), untranslatedPlayerNames(manager), untranslatedMatchNames(manager)]);
    return lists.flat();
  }
}
