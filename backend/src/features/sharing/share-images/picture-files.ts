import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable } from '@nestjs/common';
import { MEDIA_URL_PREFIX } from '@isl/contracts';
import type { AppConfig } from '../../../platform/config/config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { UploadsService } from '../../uploads';

/** A picture of the web app's own (an article's default picture): a path of plain folder and file names, none climbing out. */
const WEB_APP_PICTURE = /^\/(?:[\w-]+\/)*[\w-]+\.(?:webp|png|jpe?g)$/;

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/** The pictures the site serves, read where they are kept, for the api to draw with. */
@Injectable()
export class PictureFiles {
  constructor(
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The bytes of the picture served at `url`: an upload's stored variant (/media/...) or a file of the built web
   * app. Null for any other address, and when there is no such file (no web app is built beside a bare api).
   */
  async read(url: string): Promise<Buffer | null> {
    if (url.startsWith(MEDIA_URL_PREFIX)) {
      const file = await this.uploads.mediaFile(url.slice(MEDIA_URL_PREFIX.length));
      return file && buffer(file.body);
    }
    if (!WEB_APP_PICTURE.test(url)) return null;
    return readFile(join(this.config.webDist, url)).catch((error: NodeJS.ErrnoException) => {
      if (MISSING.has(error.code ?? '')) return null;
      throw error;
    });
  }
}
