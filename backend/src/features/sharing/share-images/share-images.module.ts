import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads';
import { PictureFiles } from './picture-files';
import { ShareImagesController } from './share-images.controller';
import { ShareImagesService } from './share-images.service';

/** The share images of matches and articles: the pictures link previews show. */
@Module({
  imports: [UploadsModule],
  controllers: [ShareImagesController],
  providers: [ShareImagesService, PictureFiles],
})
export class ShareImagesModule {}
