import { Injectable, OnModuleInit } from '@nestjs/common';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// The package declares Algorithm as a const enum, which exists only for the type checker (at run time the
// object is empty), so the value is spelled out: 2 is argon2id.
const ARGON2ID: Algorithm = 2;

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): about 40 ms per hash or verify here. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Every password hash and check goes through here (so a test can count them). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** Checked when an e-mail has no password, so the answer takes as long as for a real account. */
  private decoyHash: string;

  async onModuleInit() {
    this.decoyHash = await hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a missing hash too, after the same amount of work. */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await verify(storedHash ?? this.decoyHash, password);
    return matches && Boolean(storedHash);
  }
}
