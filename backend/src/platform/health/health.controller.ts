import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthResponse, ReadinessResponse } from '@isl/contracts';
import { HealthService } from './health.service';

/** A load balancer acts on the status alone: 200 when all is well, 503 otherwise, with the report either way. */
const httpStatusOf = (report: HealthResponse) => (report.status === 'ok' ? 200 : 503);

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
    reply.status(httpStatusOf(report));
    return report;
  }

  /** The process serves HTTP: a supervisor restarts it when this stops answering. Nothing else is checked. */
  @Get('live')
  @ApiOperation({ summary: 'The process answers' })
  @ApiOkResponse({ description: 'Always, while it serves HTTP' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Whether to send this replica traffic: the database and Redis answer and every migration has run. */
  @Get('ready')
  @ApiOperation({ summary: 'Ready for traffic: database and Redis answer, migrations done' })
  @ApiOkResponse({ description: 'Ready' })
  @ApiServiceUnavailableResponse({ description: 'The same report, when something is not ready' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessResponse> {
    const report = await this.health.readiness();
    reply.status(httpStatusOf(report));
    return report;
  }
}
