/**
 * The newsroom's module, what the mail feature reads of its decisions, and the published articles' links (the
 * sitemap's). The entities are in entities.ts, for relations and the schema only.
 */
export { publishedArticleLinks, type ArticleLink } from './articles/article-links';
export { articleNotFound } from './articles/articles.errors';
export { applicationDecision, reviewedArticle, type ApplicationDecision } from './decisions-told';
export { NewsroomModule } from './newsroom.module';
