import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { AdminArticlesController } from './admin-articles.controller';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';

@Module({ imports: [UploadsModule], controllers: [ArticlesController, AdminArticlesController], providers: [ArticlesService] })
export class ArticlesModule {}
