import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountDeletion } from '../../identity';
import { ImageWork } from './image-work';
import { objectStorageProvider } from './storage/object-storage.provider';
import { UploadDeletion } from './upload-deletion';
import { Upload } from './upload.entity';
import { UploadIntakeService } from './upload-intake.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/**
 * Uploads in the api: the routes, UploadsService for the features that attach files (articles' pictures), and
 * ImageWork, the turns every feature's image work in this process takes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [objectStorageProvider, ImageWork, UploadIntakeService, UploadDeletion, UploadsService],
  exports: [UploadsService, ImageWork],
})
export class UploadsModule implements OnModuleInit {
  constructor(
    private readonly accountDeletion: AccountDeletion,
    private readonly uploads: UploadsService,
  ) {}

  /** A deleted account's uploads are let go of with it, and their files deleted once it commits. */
  onModuleInit(): void {
    this.accountDeletion.register({
      inTransaction: (userId, manager) => this.uploads.detachAllOf(userId, manager),
      afterCommit: (userId) => this.uploads.releaseAllOf(userId),
    });
  }
}
