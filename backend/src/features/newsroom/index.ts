/**
 * The newsroom's module, and what the mail feature reads of its decisions. The entities are in entities.ts, for
 * relations and the schema only.
 */
export { applicationDecision, reviewedArticle, type ApplicationDecision } from './decisions-told';
export { NewsroomModule } from './newsroom.module';
