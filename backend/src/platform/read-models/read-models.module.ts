import { Global, Module } from '@nestjs/common';
import { PublicReads } from './public-reads';
import { ReadModelCache } from './read-model-cache';
import { ReadModelsInvalidation } from './read-models-invalidation.service';

/**
 * The api's in-memory public reads; writers in the same process drop theirs at once through ReadModelCache, and
 * PublicReads reads them in-process.
 */
@Global()
@Module({
  providers: [{ provide: ReadModelCache, useFactory: () => new ReadModelCache() }, ReadModelsInvalidation, PublicReads],
  exports: [ReadModelCache, PublicReads],
})
export class ReadModelsModule {}
