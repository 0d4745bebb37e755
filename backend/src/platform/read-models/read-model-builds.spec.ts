import { ReadModelBuilds } from './read-model-builds';
import { ReadModelCache } from './read-model-cache';

const entry = () => new ReadModelCache().build('/api/teams', { topics: ['standings'] }, '[]', 0);

describe('ReadModelBuilds', () => {
  it('lets a miss wait only for a build of the same key from the same data version', () => {
    const builds = new ReadModelBuilds();
    builds.start('/api/teams', 3);
    expect(builds.joinable('/api/teams', 3)).toBeDefined();
    expect(builds.joinable('/api/teams', 4)).toBeUndefined();
    expect(builds.joinable('/api/matches/live', 3)).toBeUndefined();
  });

  it("gives the build's answer to every waiter once, and then takes no more", () => {
    const builds = new ReadModelBuilds();
    const build = builds.start('/api/teams', 0);
    const heard: unknown[] = [];
    build.waiters.push((answer) => heard.push(answer), (answer) => heard.push(answer));
    const answer = entry();
    builds.finish(build, answer);
    builds.finish(build, null);
    expect(heard).toEqual([answer, answer]);
    expect(builds.joinable('/api/teams', 0)).toBeUndefined();
  });

  it('keeps a newer build of the same key when an older one finishes', () => {
    const builds = new ReadModelBuilds();
    const older = builds.start('/api/teams', 0);
    const newer = builds.start('/api/teams', 1);
    builds.finish(older, null);
    expect(builds.joinable('/api/teams', 1)).toBe(newer);
  });
});
