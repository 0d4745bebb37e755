import { createHash } from 'node:crypto';

/** A rendered share image, with its strong ETag. */
export interface RenderedImage {
  png: Buffer;
  etag: string;
}

/**
 * The share images this process rendered, by what they show (kind, id, version, language), the least recently
 * asked for dropped first. A render under way is kept too, so a burst of link previews renders once. A failed
 * render is not kept.
 */
export class RenderedImages {
  private readonly images = new Map<string, Promise<RenderedImage>>();

  constructor(private readonly capacity: number) {}

  get(key: string, render: () => Promise<Buffer>): Promise<RenderedImage> {
    const kept = this.images.get(key);
    if (kept) {
      // A Map keeps insertion order: re-inserting marks the image as the most recently asked for.
      this.images.delete(key);
      this.images.set(key, kept);
      return kept;
    }
    const rendering = render().then((png) => ({ png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 32)}"` }));
    this.images.set(key, rendering);
    rendering.catch(() => {
      if (this.images.get(key) === rendering) this.images.delete(key);
    });
    if (this.images.size > this.capacity) this.images.delete(this.images.keys().next().value as string);
    return rendering;
  }
}
