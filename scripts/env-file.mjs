// The .env file `npm start` reads: settings a developer keeps in the repository's root instead of exporting them
// in every shell (.env.example is the template).
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Copies the variables of the .env file at `path` into `env`, except those `env` already has (the environment
 * wins, as with Node's --env-file) and those left empty, so that a copy of .env.example leaves every setting it
 * does not fill in to its default, even for tools that tell an empty value from an unset one. Returns the names
 * it set, none when there is no such file.
 */
export function loadEnvFile(path, env = process.env) {
  if (!existsSync(path)) return [];
  const variables = parseEnv(readFileSync(path, 'utf8'));
  const added = Object.keys(variables).filter((name) => variables[name] !== '' && env[name] === undefined);
  for (const name of added) env[name] = variables[name];
  return added;
}
