import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditEntry } from '@isl/contracts';
import { latestDeskChanges } from '../../desk-audit';

/** The record of the desk's changes, as the audit list pages through it. */
@Injectable()
export class DeskHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  latest(limit: number, before?: number): Promise<AuditEntry[]> {
    return latestDeskChanges(this.dataSource.manager, limit, before);
  }
}
