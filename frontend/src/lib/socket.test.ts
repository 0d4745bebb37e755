import type { FakeSocket } from '../__mocks__/socket.io-client';
import { setDataSaver } from './data-saver';
import { connectLiveSocket, followMatch, onLiveEvent, onLiveResync } from './socket';
import { useSocketStatusStore } from './socket-status';

const status = () => useSocketStatusStore.getState().status;

describe('the live socket', () => {
  let socket: FakeSocket;
  const resync = jest.fn();
  onLiveResync(resync);

  beforeAll(async () => {
    socket = (await connectLiveSocket()) as unknown as FakeSocket;
  });

  it('is one connection for the whole app', async () => {
    expect(await connectLiveSocket()).toBe(socket);
  });

  it('sends a load-balancing key made for this page on every request, so nginx keeps it on one replica', () => {
    expect(socket.options).toMatchObject({ query: { lb: expect.stringMatching(/^[0-9a-z]{6,}$/) } });
  });

  it("hands each pushed event to that event's listeners until they stop", () => {
    const onUpdate = jest.fn();
    const stop = onLiveEvent('standings:update', onUpdate);
    socket.receive('standings:update', { season: '2024-25' });
    socket.receive('leaderboard:update', {});
    stop();
    socket.receive('standings:update', { season: '2024-25' });
    expect(onUpdate.mock.calls).toEqual([[{ season: '2024-25' }]]);
  });

  it('reports connecting, connected, then disconnected after a drop', () => {
    expect(status()).toBe('connecting');
    socket.open();
    expect(status()).toBe('connected');
    socket.drop();
    expect(status()).toBe('disconnected');
    expect(resync).not.toHaveBeenCalled();
  });

  it('asks for a refetch only after a reconnection the server could not recover', () => {
    socket.open({ recovered: true });
    expect(resync).not.toHaveBeenCalled();
    socket.drop();
    socket.open({ recovered: false });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('sends the whole set of followed matches on each change, and again on a fresh connection', () => {
    socket.sent.length = 0;
    const unfollowFive = followMatch(5);
    const unfollowSeven = followMatch(7);
    const unfollowFiveAgain = followMatch(5);
    unfollowFive();
    expect(socket.sent).toEqual([
      ['subscribe', { matchIds: [5] }],
      ['subscribe', { matchIds: [5, 7] }],
    ]);

    socket.drop();
    socket.open({ recovered: true });
    socket.open({ recovered: false });
    expect(socket.sent.at(-1)).toEqual(['subscribe', { matchIds: [5, 7] }]);

    unfollowFiveAgain();
    unfollowSeven();
    expect(socket.sent.slice(-2)).toEqual([
      ['subscribe', { matchIds: [7] }],
      ['subscribe', { matchIds: [] }],
    ]);
  });

  it('closes with the data saver on, so screens poll instead, and opens again once it is off', async () => {
    const stop = onLiveEvent('standings:update', jest.fn());
    socket.open({ recovered: true });
    setDataSaver(true);
    expect(socket.connected).toBe(false);
    expect(status()).toBe('disconnected');
    setDataSaver(false);
    await connectLiveSocket();
    expect(socket.connectCalls).toHaveLength(1);
    stop();
  });
});
