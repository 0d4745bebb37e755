import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/config';
import { loadOnce, VapidKeysService } from './vapid-keys.service';

/** A load that answers its nth call with `answers[n]`, throwing an answer that is an Error. */
function scriptedLoad<T>(answers: (T | Error)[]) {
  let calls = 0;
  const load = async () => {
    const answer = answers[calls++];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { load, calls: () => calls };
}

describe('loadOnce', () => {
  it('loads on the first call and answers every later one, and those made while it loads, from that load', async () => {
    const { load, calls } = scriptedLoad(['keys', 'other keys']);
    const keys = loadOnce(load);
    expect(await Promise.all([keys(), keys()])).toEqual(['keys', 'keys']);
    expect(await keys()).toBe('keys');
    expect(calls()).toBe(1);
  });

  it('loads again after a failure rather than remembering it', async () => {
    const { load, calls } = scriptedLoad([new Error('connect ECONNREFUSED 127.0.0.1:5432'), 'keys']);
    const keys = loadOnce(load);
    await expect(keys()).rejects.toThrow('ECONNREFUSED');
    expect(await keys()).toBe('keys');
    expect(await keys()).toBe('keys');
    expect(calls()).toBe(2);
  });
});

describe('VapidKeysService', () => {
  it('signs with the configured keys when there are some, without reading the database', async () => {
    const configured = { publicKey: 'BPublicKeyFromTheEnvironment', privateKey: 'private-key-from-the-environment' };
    const config = { push: { vapidKeys: configured } } as AppConfig;
    // No database is given: reading it would fail.
    const service = new VapidKeysService(config, {} as DataSource);
    expect(await service.keys()).toBe(configured);
  });
});
