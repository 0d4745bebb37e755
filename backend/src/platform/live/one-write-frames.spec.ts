import { Server } from 'socket.io';
import { Adapter } from 'socket.io-adapter';
import { oneWriteFrames } from './one-write-frames';

type Encode = (packet: object, options: { wsPreEncodedFrame?: Buffer[] }) => unknown;

describe('oneWriteFrames', () => {
  it("frames a broadcast as one buffer, the same bytes as Socket.IO's header and payload", () => {
    const server = new Server();
    const plain = new Adapter(server.of('/'));
    const joined = oneWriteFrames((nsp) => new Adapter(nsp))(server.of('/'));
    const packet = { type: 2, nsp: '/', data: ['match:update', { id: 7, homeScore: 1 }] };
    const [framedApart, framedOnce] = [plain, joined].map((adapter) => {
      const options: { wsPreEncodedFrame?: Buffer[] } = {};
      (adapter['_encode'] as Encode).call(adapter, packet, options);
      return options.wsPreEncodedFrame as Buffer[];
    });
    expect(framedApart).toHaveLength(2);
    expect(framedOnce).toHaveLength(1);
    expect(framedOnce[0].equals(Buffer.concat(framedApart))).toBe(true);
  });
});
