import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * The api's public reads as a signed-out reader's request gets them, asked in-process: a kept read model is
 * answered from memory, so a page built from one (a crawler's page head) costs what a fan's read costs.
 */
@Injectable()
export class PublicReads {
  constructor(private readonly host: HttpAdapterHost) {}

  /** The answer of GET `path`, or null when it is not found (404); any other refusal is an error. */
  async get<T>(path: string): Promise<T | null> {
    const reply = await this.host.httpAdapter.getInstance<FastifyInstance>().inject({ method: 'GET', url: path });
    if (reply.statusCode === 404) return null;
    if (reply.statusCode !== 200) throw new Error(`GET ${path} answered ${reply.statusCode}: ${reply.body}`);
    return reply.json<T>();
  }
}
