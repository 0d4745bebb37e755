import { Global, Module } from '@nestjs/common';
import { ReadModelCache } from './read-model-cache';
import { ReadModelChanges } from './read-model-changes';
import { ReadModelsInvalidation } from './read-models-invalidation.service';

/** The api's in-memory public reads; writers in the same process drop theirs at once through ReadModelCache. */
@Global()
@Module({
  providers: [{ provide: ReadModelCache, useFactory: () => new ReadModelCache() }, ReadModelsInvalidation, ReadModelChanges],
  exports: [ReadModelCache, ReadModelChanges],
})
export class ReadModelsModule {}
