import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { MissingTranslation } from '@isl/contracts';
import { Roles } from '../../../identity';
import { TranslationsService } from './translations.service';

@Controller('admin/translations')
@Roles('admin')
export class TranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  @Get()
  @ApiOperation({ summary: 'The data desk: every club, city, stadium, player and referee without an Arabic or a Sorani name' })
  missing(): Promise<MissingTranslation[]> {
    return this.translations.missing();
  }
}
