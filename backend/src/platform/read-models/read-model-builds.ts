import type { ReadModelEntry } from './read-model-cache';

/** A read being built from the database by one request, which the requests that miss it meanwhile wait for. */
export interface ReadModelBuild {
  readonly key: string;
  /** The topics' generation the build started at: a request that finds another has changed builds its own. */
  readonly generation: number;
  readonly waiters: ((entry: ReadModelEntry | null) => void)[];
}

/**
 * The builds under way in this process, by key: a read is built once per data version however many fans ask
 * for it in the moments after a goal drops it, rather than once per request that missed it.
 */
export class ReadModelBuilds {
  private readonly underWay = new Map<string, ReadModelBuild>();

  /** The build of `key` from `generation` under way, if there is one to wait for. */
  joinable(key: string, generation: number): ReadModelBuild | undefined {
    const build = this.underWay.get(key);
    return build?.generation === generation ? build : undefined;
  }

  start(key: string, generation: number): ReadModelBuild {
    const build: ReadModelBuild = { key, generation, waiters: [] };
    this.underWay.set(key, build);
    return build;
  }

  /**
   * Gives the build's answer to its waiters (null: it has none, and each runs the route itself). Every request
   * reaches onSend, a refused one and one whose client has gone too, so every build is finished.
   */
  finish(build: ReadModelBuild, entry: ReadModelEntry | null): void {
    if (this.underWay.get(build.key) === build) this.underWay.delete(build.key);
    for (const waiter of build.waiters.splice(0)) waiter(entry);
  }
}
