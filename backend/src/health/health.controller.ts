import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '@isl/contracts';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database and Redis both answer, 503 otherwise, so a load balancer can act on it. */
  @Get()
  @ApiOperation({ summary: 'Database and Redis status' })
  @ApiOkResponse({ description: 'Both answer' })
  @ApiServiceUnavailableResponse({ description: 'The same report, when the database or Redis does not answer' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
