import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { objectStorageProvider } from './storage/object-storage.provider';
import { Upload } from './upload.entity';
import { UploadIntakeService } from './upload-intake.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Uploads in the api: the routes, and UploadsService for what else lets go of files (deleting an account). */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [objectStorageProvider, UploadIntakeService, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
