import type { AppConfig } from '../../platform/config/config';
import { ImageWork } from './image-work';

/** A piece of work the test finishes when it likes. */
function pending() {
  let finish!: (ok: boolean) => void;
  const done = new Promise<string>((resolve, reject) => (finish = (ok) => (ok ? resolve('made') : reject(new Error('damaged')))));
  return { done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageWork', () => {
  it('runs at most its concurrency at once, the rest in the order they came, and passes a turn on however the work ends', async () => {
    const work = new ImageWork({ uploadImageConcurrency: 2 } as AppConfig);
    const pieces = Array.from({ length: 5 }, () => pending());
    const started: number[] = [];
    const answers = pieces.map((piece, i) =>
      work.inTurn(() => {
        started.push(i);
        return piece.done;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);

    pieces[1].finish(false);
    await expect(answers[1]).rejects.toThrow('damaged');
    await settle();
    expect(started).toEqual([0, 1, 2]);

    pieces[0].finish(true);
    expect(await answers[0]).toBe('made');
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    for (const piece of pieces.slice(2)) piece.finish(true);
    expect(await Promise.all(answers.slice(2))).toEqual(['made', 'made', 'made']);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});
