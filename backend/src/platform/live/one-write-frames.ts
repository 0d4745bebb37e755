import type { Namespace } from 'socket.io';
import type { Adapter } from 'socket.io-adapter';
import type { AdapterFactory } from './adapter-factory';

type EncodeOptions = { wsPreEncodedFrame?: Buffer[] };
type Encode = (packet: unknown, options: EncodeOptions) => unknown;

/**
 * Socket.IO frames a broadcast once for all of its sockets, as a WebSocket header and a payload: two buffers,
 * which ws writes to each socket corked, as a writev. Joined into one buffer, each socket gets one plain write.
 * A broadcast costs a write per socket, most of what an api does on a derby day, and bench:live's server fan-out
 * is faster this way (docs/benchmarks.md). Should a Socket.IO upgrade frame broadcasts elsewhere, the adapter is
 * left as it is.
 */
export function oneWriteFrames<A extends Adapter>(createAdapter: AdapterFactory<A>): AdapterFactory<A> {
  return function adapterWithOneWriteFrames(nsp: Namespace) {
    const adapter = createAdapter(nsp);
    if (typeof adapter['_encode'] !== 'function') return adapter;
    // `_encode` is where the in-memory adapter (which every cluster adapter extends) frames a broadcast.
    const encode = (adapter['_encode'] as Encode).bind(adapter);
    adapter['_encode'] = ((packet, options) => {
      const encoded = encode(packet, options);
      if (options.wsPreEncodedFrame?.length === 2) options.wsPreEncodedFrame = [Buffer.concat(options.wsPreEncodedFrame)];
      return encoded;
    }) satisfies Encode;
    return adapter;
  };
}
