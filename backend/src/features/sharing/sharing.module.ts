import { Module } from '@nestjs/common';
import { CrawlersController } from './crawlers/crawlers.controller';
import { PageHeadsService } from './page-heads/page-heads.service';
import { ShareImagesModule } from './share-images';
import { WebManifestController } from './web-manifest/web-manifest.controller';

/**
 * Links that preview well when shared, and pages search engines find: page heads, share images, robots.txt and the
 * sitemap; and the web app manifest, which names the installed app in its fan's language.
 */
@Module({ imports: [ShareImagesModule], controllers: [CrawlersController, WebManifestController], providers: [PageHeadsService], exports: [PageHeadsService] })
export class SharingModule {}
