import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountDeletion } from '../../identity';
import { UploadsModule } from '../uploads';
import { AdminArticlesController } from './articles/admin-articles.controller';
import { ArticlesController } from './articles/articles.controller';
import { ArticlesService } from './articles/articles.service';
import { AdminCommentsController } from './comments/admin-comments.controller';
import { CommentsController } from './comments/comments.controller';
import { CommentsService } from './comments/comments.service';
import { AdminJournalistsController } from './journalists/admin-journalists.controller';
import { JournalistsController } from './journalists/journalists.controller';
import { JournalistsService } from './journalists/journalists.service';
import { whatTheyWroteGoes } from './what-they-wrote';

/** The newsroom: journalists' applications, their articles and fans' comments, each with its editors' review. */
@Module({
  imports: [UploadsModule],
  controllers: [JournalistsController, AdminJournalistsController, ArticlesController, AdminArticlesController, CommentsController, AdminCommentsController],
  providers: [JournalistsService, ArticlesService, CommentsService],
})
export class NewsroomModule implements OnModuleInit {
  constructor(private readonly accountDeletion: AccountDeletion) {}

  onModuleInit(): void {
    this.accountDeletion.register(whatTheyWroteGoes);
  }
}
