import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { AdminArticlesController, ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';

@Module({ imports: [UploadsModule], controllers: [ArticlesController, AdminArticlesController], providers: [ArticlesService] })
export class ArticlesModule {}
