import { randomInt } from 'node:crypto';

/**
 * The first name of an account that has none to give (an OIDC provider that sends no name): "Fan" and four
 * digits, e.g. "Fan 4821". Not unique, and nothing of the e-mail address. The migration that back-filled
 * older accounts (1795500300000-BackfillFirstNames) wrote names by the same rule.
 */
export function fallbackFirstName(): string {
  return `Fan ${randomInt(1000, 10_000)}`;
}
