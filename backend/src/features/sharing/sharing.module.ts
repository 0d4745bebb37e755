import { Module } from '@nestjs/common';
import { CrawlersController } from './crawlers/crawlers.controller';
import { PageHeadsService } from './page-heads/page-heads.service';
import { ShareImagesModule } from './share-images';

/**
 * Links that preview well when shared, and pages search engines find: page heads, share images, robots.txt and the
 * sitemap.
 */
@Module({ imports: [ShareImagesModule], controllers: [CrawlersController], providers: [PageHeadsService], exports: [PageHeadsService] })
export class SharingModule {}
