/** Mail: what the product writes to a person (a password reset link, an editor's decision), sent by the worker. */
export { MailJobs } from './mail-jobs';
export { MailWorkerModule } from './mail-worker.module';
