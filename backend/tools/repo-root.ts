import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `from` whose package.json declares the workspaces: the repository's root. */
function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return folder;
    if (dirname(folder) === folder) throw new Error(`no workspace root above ${from}`);
  }
}

/**
 * The repository, from a tool's source (backend/tools/..., as the fault tests run it) and from its build
 * (backend/dist-tools/tools/..., as `npm run bench:*` and `npm run cluster` run it) alike: the two sit at
 * different depths.
 */
export const REPO_ROOT = repositoryRoot(__dirname);

/** The built product the tools start, never a copy of their own. */
export const BUILT_BACKEND = join(REPO_ROOT, 'backend', 'dist');
