import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { SOCKET_SERVER_OPTIONS } from '../../src/platform/live/socket-server-options';
import { replyToParent, serveParent, type BareServerReply, type BareServerRequest } from './live-bench-ipc';

/**
 * The baseline of bench:live, in a process of its own as the api is: a bare Socket.IO server (the product's
 * version and server options, no Nest, database or Redis) that, when told, broadcasts to every connected client
 * what a match command sent them from the product, with the same bytes. The update is stamped with the time the
 * bench asked, which its latency counts from as the product's counts from its commit in another process, so the wait
 * for this server's event loop counts here as it does in the api. It keeps each broadcast's fan-out time (that stamp
 * to the last write).
 */
const httpServer = createServer();
const io = new Server(httpServer, SOCKET_SERVER_OPTIONS);
const fanOutMs: number[] = [];

serveParent<BareServerRequest>((request) => {
  switch (request.kind) {
    case 'broadcast': {
      io.emit('match:update', { ...request.payloads.update, updatedAt: new Date(request.at).toISOString() });
      // Socket.IO writes a broadcast to every socket before emit returns.
      fanOutMs.push(Date.now() - request.at);
      if (request.payloads.event) io.emit('match:event', request.payloads.event);
      return;
    }
    case 'figures':
      return replyToParent<BareServerReply>({ kind: 'figures', fanOutMs: Float64Array.from(fanOutMs) });
  }
});

httpServer.listen(0, '127.0.0.1', () => replyToParent<BareServerReply>({ kind: 'listening', port: (httpServer.address() as AddressInfo).port }));
