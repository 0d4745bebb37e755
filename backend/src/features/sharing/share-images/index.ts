/** The share images: their module, and the addresses pages name them by (og:image). */
export { articleShareImagePath, matchShareImagePath } from './share-image-paths';
export { ShareImagesModule } from './share-images.module';
