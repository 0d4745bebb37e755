#!/usr/bin/env node
// `npm run image-sizes`: the bytes docker/Dockerfile's two final stages hold, measured without Docker (none runs on
// the development machines). In a temporary folder it lays out the api image's /app twice, with the recipe the
// Dockerfile had before issue 43 (a full `npm ci`, then `npm prune --omit=dev`, and the root node_modules copied)
// and with today's (`npm ci --omit=dev -w @isl/backend` on the manifests alone), adds the build's dist folders
// from this checkout (run `npm run build` first), and prints each part's size by its own count and by `du -sb`.
// The base images (node:24-bookworm-slim with its fonts, nginx-unprivileged) are the same before and after and
// are left out.
//   npm run image-sizes -- --before <git revision>   the old recipe on that revision's manifests (default: this tree's)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const beforeFlag = process.argv.indexOf('--before');
const beforeRevision = beforeFlag === -1 ? null : process.argv[beforeFlag + 1];

/** The build outputs both images take from the build stage, as this checkout's `npm run build` left them. */
const DIST_FOLDERS = ['libs/contracts/dist', 'backend/dist', 'frontend/dist'];

const say = (message) => process.stderr.write(`[image-sizes] ${message}\n`);
function fail(message) {
  say(message);
  process.exit(1);
}

/** Runs a command, its output shown only when it fails. */
function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr || result.stdout || result.error?.message}`);
  return result.stdout;
}

/**
 * npm as the Dockerfile runs it: none of the settings `npm run` hands its scripts (they name this checkout as the
 * project), no NODE_ENV, and install scripts on, as in the node image.
 */
function npm(args, cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'NODE_ENV' && name !== 'INIT_CWD'));
  run('npm', [...args, '--no-fund', '--no-audit', '--prefer-offline', '--ignore-scripts=false', '--loglevel=error'], cwd, env);
}

/** What the Dockerfile's manifests stage copies: the root's package.json, lockfile and .npmrc, and each workspace's package.json. */
function manifestPaths() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const wanted = ['package.json', 'package-lock.json', '.npmrc', ...workspaces.map((workspace) => `${workspace}/package.json`)];
  const tracked = run('git', ['ls-files', '-z', '--', ...wanted], root).split('\0').filter(Boolean);
  const untracked = wanted.filter((path) => !tracked.includes(path));
  if (untracked.length > 0) fail(`not tracked by git: ${untracked.join(', ')}`);
  return tracked;
}

/** Writes the manifests into `dir`, from the working tree or from a git revision. */
function writeManifests(dir, revision) {
  for (const path of manifestPaths()) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    const content = revision ? run('git', ['show', `${revision}:${path}`], root) : readFileSync(join(root, path), 'utf8');
    writeFileSync(join(dir, path), content);
  }
}

/** The build's outputs copied once, so that both images get the same files even if a build runs meanwhile. */
function snapshotDistFolders(dir) {
  for (const folder of DIST_FOLDERS) cpSync(join(root, folder), join(dir, folder), { recursive: true, verbatimSymlinks: true });
}

function copyDistFolders(build, dir) {
  for (const folder of DIST_FOLDERS) cpSync(join(build, folder), join(dir, folder), { recursive: true, verbatimSymlinks: true });
}

/** Bytes of the files and symbolic links under `path` (a link counts as itself, not what it points to). */
function bytesOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + bytesOf(join(path, entry)), 0);
}

/** `du -sb`: apparent bytes, directories' own entries included, links not followed. */
const duBytes = (paths, cwd) => Number(run('du', ['-sbc', ...paths], cwd).trim().split('\n').at(-1).split('\t')[0]);

/** The api image's /app as the Dockerfile before issue 43 made it: every workspace's dependencies, pruned. */
function oldApiImage(dir, build) {
  writeManifests(dir, beforeRevision);
  say(`the old recipe: npm ci, then npm prune --omit=dev (manifests of ${beforeRevision ?? 'this working tree'})...`);
  npm(['ci'], dir);
  npm(['prune', '--omit=dev'], dir);
  // Its final stage copied the root's node_modules and package.json, and two workspaces' package.json.
  const kept = new Set(['node_modules', 'package.json', 'libs', 'backend']);
  for (const entry of readdirSync(dir)) if (!kept.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
  rmSync(join(dir, 'libs/test-support'), { recursive: true, force: true });
  rmSync(join(dir, 'libs/contracts/node_modules'), { recursive: true, force: true });
  rmSync(join(dir, 'backend/node_modules'), { recursive: true, force: true });
  copyDistFolders(build, dir);
}

/** The api image's /app as docker/Dockerfile makes it now: the api-dependencies stage, then the build's dist folders. */
function newApiImage(dir, build) {
  writeManifests(dir, null);
  say('the new recipe: npm ci --omit=dev -w @isl/backend ...');
  npm(['ci', '--omit=dev', '-w', '@isl/backend'], dir);
  copyDistFolders(build, dir);
}

/** Every node_modules folder under `dir`, relative to it (npm nests some packages in a workspace's own). */
function nodeModulesFolders(dir) {
  return ['node_modules', 'libs/contracts/node_modules', 'backend/node_modules', 'frontend/node_modules'].filter((path) => existsSync(join(dir, path)));
}

/** An image's parts: its node_modules folders, the dist folders, and the rest (manifests), with their bytes. */
function partsOf(dir) {
  const modules = nodeModulesFolders(dir);
  const total = bytesOf(dir);
  const parts = [
    { name: 'node_modules', bytes: modules.reduce((sum, path) => sum + bytesOf(join(dir, path)), 0), du: duBytes(modules, dir) },
    ...DIST_FOLDERS.map((folder) => ({ name: folder, bytes: bytesOf(join(dir, folder)), du: duBytes([folder], dir) })),
  ];
  const listed = parts.reduce((sum, part) => sum + part.bytes, 0);
  return [...parts, { name: 'manifests', bytes: total - listed, du: null }, { name: 'total', bytes: total, du: duBytes(['.'], dir) }];
}

/** The packages in an image's node_modules folders (scoped ones by @scope/name), with their bytes. */
function packagesOf(dir) {
  const packages = new Map();
  for (const folder of nodeModulesFolders(dir)) {
    for (const entry of readdirSync(join(dir, folder))) {
      if (entry.startsWith('.')) continue;
      const names = entry.startsWith('@') ? readdirSync(join(dir, folder, entry)).map((name) => `${entry}/${name}`) : [entry];
      for (const name of names) packages.set(name, (packages.get(name) ?? 0) + bytesOf(join(dir, folder, name)));
    }
  }
  return packages;
}

const mb = (bytes) => (bytes / 1e6).toFixed(1).padStart(8);
const column = (bytes) => (bytes === null ? ''.padStart(24) : `${bytes.toLocaleString('en').padStart(14)} ${mb(bytes)} MB`);

function printTable(title, rows) {
  process.stdout.write(`\n${title}\n${'part'.padEnd(24)}${'before'.padStart(48)}${'after'.padStart(48)}\n`);
  for (const { name, before, after } of rows) {
    process.stdout.write(`${name.padEnd(24)}${column(before.bytes)} ${column(before.du)}${column(after.bytes)} ${column(after.du)}\n`);
  }
}

function main() {
  const missing = DIST_FOLDERS.filter((folder) => !existsSync(join(root, folder)));
  if (missing.length > 0) fail(`no ${missing.join(', ')}: run \`npm run build\` first`);
  const work = mkdtempSync(join(tmpdir(), 'isl-image-sizes-'));
  try {
    const [build, oldApi, newApi, web] = ['build', 'api-before', 'api-after', 'web'].map((name) => join(work, name));
    snapshotDistFolders(build);
    oldApiImage(oldApi, build);
    newApiImage(newApi, build);
    // The web image: the built web app in nginx's html folder, and the configuration template (the same before and
    // after: only the build that makes it ran twice).
    cpSync(join(build, 'frontend/dist'), join(web, 'html'), { recursive: true });
    cpSync(join(root, 'docker/nginx.conf.template'), join(web, 'default.conf.template'));

    const before = partsOf(oldApi);
    const after = partsOf(newApi);
    process.stdout.write('Bytes each image adds to its base image: own count, then du -sb (directories included).\n');
    printTable('api and worker image (/app)', before.map((part, index) => ({ name: part.name, before: part, after: after[index] })));
    const webTotal = { bytes: bytesOf(web), du: duBytes(['.'], web) };
    printTable('web image (nginx)', [{ name: 'html + template', before: webTotal, after: webTotal }]);

    const beforePackages = packagesOf(oldApi);
    const afterPackages = packagesOf(newApi);
    const gone = [...beforePackages].filter(([name]) => !afterPackages.has(name)).sort((a, b) => b[1] - a[1]);
    const goneBytes = gone.reduce((sum, [, bytes]) => sum + bytes, 0);
    process.stdout.write(`\n${gone.length} packages left the api image (${mb(goneBytes).trim()} MB); the largest:\n`);
    for (const [name, bytes] of gone.slice(0, 15)) process.stdout.write(`  ${name.padEnd(40)}${mb(bytes)} MB\n`);
    const added = [...afterPackages].filter(([name]) => !beforePackages.has(name)).map(([name]) => name);
    if (added.length > 0) process.stdout.write(`packages only in the new image: ${added.join(', ')}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
