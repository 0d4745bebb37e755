import type { Namespace } from 'socket.io';
import type { ClusterAdapter, ClusterMessage } from 'socket.io-adapter';
import type { AdapterFactory } from './adapter-factory';

/** The adapter's way out to Redis: the offset the stream gave the message. */
type DoPublish = (message: ClusterMessage) => Promise<string>;

/** A cluster adapter that can tell when what it published has reached the other processes' stream. */
export interface ConfirmingAdapter {
  /** Runs `send`; resolves once Redis holds every message `send` published, rejects if Redis refused one. */
  publishedDuring(send: () => void): Promise<void>;
}

/** What `confirmingPublishes` makes of a factory of cluster adapters. */
export type ConfirmingAdapterFactory<A extends ClusterAdapter> = AdapterFactory<A & ConfirmingAdapter>;

/**
 * The cluster adapter swallows a refused publish (it logs it at debug level and writes to its own sockets
 * anyway), so a broadcast cannot say whether the other replicas will get it. The outbox must know before it
 * deletes a message, so each publish a broadcast starts is caught on its way out. Socket.IO starts a broadcast's
 * publish before emit returns (the adapter's broadcast runs synchronously up to its XADD); should a later version
 * start it later, nothing is caught and the wait ends at once, as it did before this wrapper.
 */
export function confirmingPublishes<A extends ClusterAdapter>(createAdapter: AdapterFactory<A>): ConfirmingAdapterFactory<A> {
  return function confirmingAdapter(nsp: Namespace) {
    const adapter = createAdapter(nsp) as A & ConfirmingAdapter;
    let caught: Promise<unknown>[] | null = null;
    const doPublish = (adapter['doPublish'] as DoPublish).bind(adapter);
    adapter['doPublish'] = ((message) => {
      const published = doPublish(message);
      caught?.push(published);
      return published;
    }) satisfies DoPublish;
    adapter.publishedDuring = (send) => {
      const publishes: Promise<unknown>[] = (caught = []);
      try {
        send();
      } finally {
        caught = null;
      }
      return Promise.all(publishes).then(() => undefined);
    };
    return adapter;
  };
}
