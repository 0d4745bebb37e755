/** The newsroom's module. The entities are in entities.ts, for relations and the schema only. */
export { NewsroomModule } from './newsroom.module';
