import net from 'node:net';
import { databaseUrl, freePort, waitFor } from './index';

describe('freePort', () => {
  it('gives a port a server can listen on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('waitFor', () => {
  it('resolves with the first truthy answer', async () => {
    let calls = 0;
    await expect(waitFor(() => (++calls >= 3 ? `after ${calls}` : null), { intervalMs: 1 })).resolves.toBe('after 3');
  });

  it('says what it waited for when time runs out', async () => {
    await expect(waitFor(() => false, { timeoutMs: 20, intervalMs: 5, what: 'the goal' })).rejects.toThrow('the goal did not come true within 20 ms');
  });
});

describe('databaseUrl', () => {
  it('names another database on the same server', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/postgres', 'isl_test_1')).toBe('postgres://postgres@127.0.0.1:5432/isl_test_1');
  });
});
