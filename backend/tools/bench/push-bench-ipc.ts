/* What bench:push says to its push service process (push-bench-receiver.ts), and how that service answers devices. */

export type ReceiverRequest =
  | {
      kind: 'listen';
      keyPath: string;
      certificatePath: string;
      /** The devices' key pairs (device n has pair n % length): private key and auth secret, base64url. */
      keys: { privateKey: string; auth: string }[];
      decryptEvery: number;
    }
  /** Forget what arrived; devices 0 to `devices` - 1 are subscribed now. */
  | { kind: 'reset'; devices: number }
  | { kind: 'count' }
  | { kind: 'figures' };

export type ReceiverReply =
  | { kind: 'listening'; port: number }
  | { kind: 'reset' }
  /** Messages accepted since the reset. */
  | { kind: 'count'; accepted: number }
  | {
      kind: 'figures';
      /** When each accepted message arrived, ms since the epoch, in arrival order. */
      acceptedAtMs: Float64Array;
      answered: { created: number; gone: number; tooManyRequests: number; unknown: number };
      decrypted: { checked: number; failed: number };
      /** Devices that should have had the message and did not. */
      missing: number;
      /** Messages accepted for a device that already had one. */
      duplicates: number;
    };

/**
 * The status the push service answers device `device`'s `attempt`-th message (from 0) with, as FCM under load: one
 * device in a hundred is gone (410) and one is busy once (429, then accepted); the rest are accepted (201).
 */
export function pushBenchAnswer(device: number, attempt: number): 201 | 410 | 429 {
  if (device % 100 === 0) return 410;
  if (device % 100 === 1 && attempt === 0) return 429;
  return 201;
}
