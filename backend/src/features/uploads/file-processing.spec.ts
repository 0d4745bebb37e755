import { PassThrough, Readable } from 'node:stream';
import sharp from 'sharp';
import { processUploadedFile, readAtMost } from './file-processing';

/** A real image of `width` x `height` in `format`, as a browser would upload it. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })[format]().toBuffer();

/** The start of an MP4 file: its `ftyp` box, which is what identifies one. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(64)]);

const refusedWith = (code: string) => expect.objectContaining({ code });

/** Image work done at once, with no turns to wait for. */
const now = <T>(work: () => Promise<T>) => work();

describe('readAtMost', () => {
  it('reads a stream whole up to its limit', async () => {
    expect((await readAtMost(Readable.from([Buffer.alloc(600), Buffer.alloc(400)]), 1000, 'profile')).length).toBe(1000);
  });

  it('refuses a stream at the first byte past its limit, and leaves it paused for the caller to answer or drop', async () => {
    await expect(readAtMost(Readable.from([Buffer.alloc(600), Buffer.alloc(401)]), 1000, 'profile')).rejects.toEqual(
      expect.objectContaining({ code: 'UPLOAD_TOO_LARGE', message: 'The file is larger than 5 MB, the most for a profile picture.' }),
    );
    const long = Readable.from(Array.from({ length: 100 }, () => Buffer.alloc(256)));
    await expect(readAtMost(long, 1000, 'media')).rejects.toEqual(expect.objectContaining({ message: 'The file is larger than 50 MB, the most for article media.' }));
    expect([long.isPaused(), long.destroyed]).toEqual([true, false]);
    long.destroy();
  });

  it('refuses a stream still going after its timeout with 408, leaving it paused', async () => {
    const trickle = new PassThrough();
    trickle.write(Buffer.alloc(100));
    await expect(readAtMost(trickle, 1000, 'profile', 0.05)).rejects.toEqual(
      expect.objectContaining({ code: 'REQUEST_TIMEOUT', message: 'The file did not arrive within 0.05 seconds: try again on a faster connection.' }),
    );
    expect([trickle.isPaused(), trickle.destroyed]).toEqual([true, false]);
    trickle.destroy();
  });

  it("answers a stream's own failure, even one that came before reading began", async () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const failing = new PassThrough();
    const read = readAtMost(failing, 1000, 'profile', 10);
    failing.destroy(reset);
    await expect(read).rejects.toBe(reset);
    await expect(readAtMost(failing, 1000, 'profile', 10)).rejects.toBe(reset);
  });
});

describe('processUploadedFile', () => {
  it('makes a profile picture two square WebP sizes, 256 and 64, under a name of its own', async () => {
    const { mediaType, variants } = await processUploadedFile('profile', await image(300, 200, 'png'), now);
    expect(mediaType).toBe('image/png');
    expect(variants.large.key).toMatch(/^avatars\/[0-9a-f]{32}-256\.webp$/);
    expect(variants.small.key).toBe(variants.large.key.replace('-256.webp', '-64.webp'));
    const sizes = await Promise.all([variants.large, variants.small].map(async ({ body, contentType }) => ({ ...(await sharp(body).metadata()), contentType })));
    expect(sizes.map(({ format, width, height, contentType }) => [format, width, height, contentType])).toEqual([
      ['webp', 256, 256, 'image/webp'],
      ['webp', 64, 64, 'image/webp'],
    ]);
  });

  it('scales an article picture to 1200 and 400 wide, never enlarging it', async () => {
    const { variants } = await processUploadedFile('media', await image(600, 300, 'jpeg'), now);
    expect(variants.large.key).toMatch(/^media\/[0-9a-f]{32}-1200\.webp$/);
    const widths = await Promise.all([variants.large, variants.small].map(async ({ body }) => (await sharp(body).metadata()).width));
    expect(widths).toEqual([600, 400]);
  });

  it('drops what the camera wrote (EXIF, GPS), after turning the picture upright by it', async () => {
    // 200 x 100 as stored, with the camera saying "turn it a quarter": 100 x 200 as seen.
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'somebody', Make: 'Phone' } } })
      .toBuffer();
    const { variants } = await processUploadedFile('media', photo, now);
    const kept = await sharp(variants.large.body).metadata();
    expect([kept.width, kept.height, kept.orientation, kept.exif]).toEqual([100, 200, undefined, undefined]);
  });

  it('keeps an article video as it came, under a name of its own', async () => {
    const { mediaType, variants } = await processUploadedFile('media', mp4, now);
    expect(mediaType).toBe('video/mp4');
    expect(variants.large).toEqual({ key: expect.stringMatching(/^media\/[0-9a-f]{32}\.mp4$/), body: mp4, contentType: 'video/mp4' });
    expect(Object.keys(variants)).toEqual(['large']);
  });

  it('decides the type from the bytes: SVG, HTML and unknown files are refused whatever they are called, and a video is no profile picture', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bytes of [svg, html, Buffer.from('plain text')]) {
      await expect(processUploadedFile('media', bytes, now)).rejects.toEqual(refusedWith('UPLOAD_TYPE_NOT_ALLOWED'));
    }
    await expect(processUploadedFile('profile', mp4, now)).rejects.toEqual(refusedWith('UPLOAD_TYPE_NOT_ALLOWED'));
  });

  it('decodes an image in a turn of image work; a video, kept as it came, needs none', async () => {
    let turns = 0;
    const counted = <T>(work: () => Promise<T>) => {
      turns++;
      return work();
    };
    await processUploadedFile('profile', await image(300, 200, 'png'), counted);
    await processUploadedFile('media', mp4, counted);
    expect(turns).toBe(1);
  });

  it('refuses a profile picture of more than 25 megapixels from its header (422), where article media may have 100', async () => {
    // 36 megapixels of one colour, a few kB as a PNG.
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } }).png({ palette: true, colours: 2 }).toBuffer();
    await expect(processUploadedFile('profile', big, now)).rejects.toEqual(
      expect.objectContaining({ code: 'UPLOAD_TOO_MANY_PIXELS', message: 'The image is 6000 x 6000 pixels: a profile picture may have at most 25 megapixels. Upload a smaller copy of it.' }),
    );
    expect((await processUploadedFile('media', big, now)).mediaType).toBe('image/png');
  });

  it('refuses an image it cannot decode', async () => {
    const damaged = (await image(300, 200, 'png')).subarray(0, 120);
    await expect(processUploadedFile('profile', damaged, now)).rejects.toEqual(refusedWith('UPLOAD_UNREADABLE'));
  });
});
