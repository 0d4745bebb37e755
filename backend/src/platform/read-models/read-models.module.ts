import { Global, Module } from '@nestjs/common';
import { ReadModelCache } from './read-model-cache';
import { ReadModelsInvalidation } from './read-models-invalidation.service';

/** The api's in-memory public reads; writers in the same process drop theirs at once through ReadModelCache. */
@Global()
@Module({
  providers: [{ provide: ReadModelCache, useFactory: () => new ReadModelCache() }, ReadModelsInvalidation],
  exports: [ReadModelCache],
})
export class ReadModelsModule {}
