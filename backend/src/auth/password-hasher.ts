import { Injectable, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): about 40 ms per hash or verify here. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Every password hash and check goes through here (so a test can count them). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** Checked when an e-mail has no password, so the answer takes as long as for a real account. */
  private decoyHash: string;

  async onModuleInit() {
    this.decoyHash = await argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** False for a missing hash too, after the same amount of work. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await argon2.verify(hash ?? this.decoyHash, password);
    return matches && Boolean(hash);
  }
}
