import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 256 bits, as a session token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** Anything but a well-formed token is no link of ours, and not worth a query. */
export const isResetToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/**
 * What the table keeps of a token. A plain SHA-256 is enough: the token is 256 random bits, so no dictionary or
 * brute force gets back from the hash to it.
 */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
