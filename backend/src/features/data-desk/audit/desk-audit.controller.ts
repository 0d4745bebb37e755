import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { AuditEntry } from '@isl/contracts';
import { Roles } from '../../../identity';
import { WholeNumber } from '../../../platform/http/whole-number.decorator';
import { DeskHistoryService } from './desk-history.service';

export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 200;

export class AuditQuery {
  @ApiPropertyOptional({ default: AUDIT_DEFAULT_LIMIT })
  @IsOptional()
  @WholeNumber(1, AUDIT_MAX_LIMIT)
  limit: number = AUDIT_DEFAULT_LIMIT;

  @ApiPropertyOptional({ description: 'Changes older than this one (the id of the last one shown), for the next page' })
  @IsOptional()
  @WholeNumber(1)
  before?: number;
}

@Controller('admin/audit')
@Roles('admin')
export class DeskAuditController {
  constructor(private readonly history: DeskHistoryService) {}

  @Get()
  @ApiOperation({ summary: "The data desk's changes, newest first: who, when, what" })
  latest(@Query() { limit, before }: AuditQuery): Promise<AuditEntry[]> {
    return this.history.latest(limit, before);
  }
}
