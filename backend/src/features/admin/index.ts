/** The operators' console's routes. */
export { AdminModule } from './admin.module';
