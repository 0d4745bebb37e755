#!/usr/bin/env node
// `npm run check:first-load` (part of `npm test`, after the build): fails when the built web app's first load
// (scripts/first-load.mjs, what bench:web prints) is more than 2 kB gzipped over frontend/first-load-budget.json,
// so a feature cannot grow what every fan downloads before the first render without someone deciding it. When a
// change pays for itself (or shrinks the load), write the new figure into the budget file in the same commit.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJavaScript } from './first-load.mjs';

/** How far over its budget the first load may go before the check fails: noise of a dependency's patch, not a feature. */
const ALLOWED_GROWTH_BYTES = 2_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, 'frontend/first-load-budget.json');
const { gzipBytes: budget } = JSON.parse(readFileSync(budgetFile, 'utf8'));
const measured = initialJavaScript(join(root, 'frontend/dist'));
const over = measured.gzipBytes - budget;
const line = `first load ${measured.gzipBytes} bytes gzipped, budget ${budget} (${over >= 0 ? '+' : ''}${over})`;
if (over > ALLOWED_GROWTH_BYTES) {
  const largest = measured.files.slice(0, 5).map((file) => `  ${file.path} ${file.gzipBytes}`).join('\n');
  process.stderr.write(`${line}: more than ${ALLOWED_GROWTH_BYTES} bytes over. Largest files:\n${largest}\n`);
  process.stderr.write('Load what the first screen does not need later, or raise frontend/first-load-budget.json on purpose.\n');
  process.exit(1);
}
process.stdout.write(`${line}: within ${ALLOWED_GROWTH_BYTES} bytes of it\n`);
