import { WEB_MANIFEST_FILE } from './web-manifest/web-manifest';

/**
 * Sharing and being found: the module, and the page heads the api writes into the web app's page (given to
 * WebApp by the composition root).
 */
export { SharingModule } from './sharing.module';
export { PageHeadsService } from './page-heads/page-heads.service';
/** The files at the site's root that the api serves outside its /api prefix. */
export const ROOT_FILES = ['robots.txt', 'sitemap.xml', WEB_MANIFEST_FILE];
