import { RenderedImages } from './rendered-images';

const png = (text: string) => () => Promise.resolve(Buffer.from(text));

describe('RenderedImages', () => {
  it('renders an image once, and gives it a strong ETag of its bytes', async () => {
    const images = new RenderedImages(10);
    const render = jest.fn(png('a'));
    const [first, second] = await Promise.all([images.get('match:1:3:en', render), images.get('match:1:3:en', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect((await images.get('match:1:3:ar', png('b'))).etag).not.toBe(first.etag);
  });

  it('drops the least recently asked for when full', async () => {
    const images = new RenderedImages(2);
    await images.get('a', png('a'));
    await images.get('b', png('b'));
    await images.get('a', png('a'));
    await images.get('c', png('c'));
    const again = jest.fn(png('x'));
    await images.get('a', again);
    expect(again).not.toHaveBeenCalled();
    await images.get('b', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed render: the next request tries again', async () => {
    const images = new RenderedImages(2);
    await expect(images.get('a', () => Promise.reject(new Error('no fonts')))).rejects.toThrow('no fonts');
    expect((await images.get('a', png('a'))).png.toString()).toBe('a');
  });
});
