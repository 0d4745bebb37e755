import { Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';

@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class SecurityModule {}
