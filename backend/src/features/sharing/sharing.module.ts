import { Module } from '@nestjs/common';
import { CrawlersController } from './crawlers/crawlers.controller';
import { PageHeadsService } from './page-heads/page-heads.service';

/** Links that preview well when shared, and pages search engines find: page heads, robots.txt and the sitemap. */
@Module({ controllers: [CrawlersController], providers: [PageHeadsService], exports: [PageHeadsService] })
export class SharingModule {}
