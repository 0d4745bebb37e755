import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_FLAGS } from '../src/api-node-flags';

/** The api's Node flags have one home; the launchers that cannot import it must say the same. */
const ROOT = join(__dirname, '..', '..');
const API_COMMAND = ['node', ...API_NODE_FLAGS, 'backend/dist/main.js'];

describe("the api's Node flags", () => {
  it('are those the image starts the api with', () => {
    const dockerfile = readFileSync(join(ROOT, 'docker', 'Dockerfile'), 'utf8');
    // The image's own command; the healthcheck's CMD is indented under HEALTHCHECK.
    const command = dockerfile.split('\n').filter((line) => line.startsWith('CMD '));
    expect(command.map((line) => JSON.parse(line.slice('CMD '.length)) as string[])).toEqual([API_COMMAND]);
  });

  it('are those `npm run start:api` starts it with', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['start:api']).toBe(API_COMMAND.join(' '));
  });
});
