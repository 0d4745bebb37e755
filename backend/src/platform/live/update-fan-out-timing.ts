import type { Namespace } from 'socket.io';
import { MessageType, type ClusterAdapter, type ClusterMessage } from 'socket.io-adapter';
import type { MatchUpdatePayload } from '@isl/contracts';
import { liveUpdateFanOut } from '../metrics/metrics';
import type { AdapterFactory } from './adapter-factory';

/** A match update's updatedAt (its command's transaction's start), from the packet that carries it; null for any other packet. */
function updatedAtOf(packet: unknown): number | null {
  const [event, payload] = (packet as { data?: unknown[] }).data ?? [];
  return event === 'match:update' ? Date.parse((payload as MatchUpdatePayload).updatedAt) : null;
}

/**
 * Times each match update from its updatedAt (its transaction's start: the commit follows within milliseconds) to
 * this api's write of it to the last of its sockets (isl_live_update_fanout_seconds). Socket.IO has no hook after a
 * broadcast, so the cluster adapter's two ways in are wrapped, the protected one reached by name: `onMessage` writes
 * what another process published, `broadcast` what this one sends (once Redis has it); both write to every local
 * socket before they return.
 */
export function timingUpdateFanOut<A extends ClusterAdapter>(createAdapter: AdapterFactory<A>): AdapterFactory<A> {
  return function timedAdapter(nsp: Namespace) {
    const adapter = createAdapter(nsp);
    const observe = (packet: unknown) => {
      const updatedAt = updatedAtOf(packet);
      if (updatedAt !== null) liveUpdateFanOut.observe((Date.now() - updatedAt) / 1000);
    };
    // The stream brings this api's own packets back too; onMessage skips them (broadcast wrote them).
    const ownId = adapter['uid'];
    const onMessage = adapter['onMessage'].bind(adapter);
    adapter['onMessage'] = (message: ClusterMessage, offset?: string) => {
      onMessage(message, offset);
      if (message.type === MessageType.BROADCAST && message.uid !== ownId && message.nsp === nsp.name && message.data.requestId === undefined) {
        observe(message.data.packet);
      }
    };
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = async (packet, opts) => {
      await broadcast(packet, opts);
      observe(packet);
    };
    return adapter;
  };
}
