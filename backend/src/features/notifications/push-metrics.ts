import { Counter } from 'prom-client';
import type { PushKind } from '@isl/contracts';

/** Push messages by kind and outcome, in the process's default registry for the operators' /metrics. */
const messages = new Counter({
  name: 'isl_push_messages_total',
  help: 'Web Push messages by kind and outcome: sent, failed (given up or to retry) or pruned (the subscription was gone)',
  labelNames: ['kind', 'outcome'] as const,
});

export type PushOutcome = 'sent' | 'failed' | 'pruned';

export function countPush(kind: PushKind, outcome: PushOutcome): void {
  messages.inc({ kind, outcome });
}
