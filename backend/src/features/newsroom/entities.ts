/** The newsroom's tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { ArticleRating } from './articles/article-rating.entity';
export { ArticleView } from './articles/article-view.entity';
export { Article } from './articles/article.entity';
export { Comment } from './comments/comment.entity';
export { JournalistApplication } from './journalists/journalist-application.entity';
