import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-cookie';
import { sessionOfRequest } from './session-of-request';
import type { FoundSession, SessionsService } from './sessions.service';
import type { User } from '../users/user.entity';

const found: FoundSession = { user: { id: 'fan' } as User, sid: 'sid', expire: new Date(Date.UTC(2030, 0, 1)) };
const newRequest = () => ({ cookies: { [SESSION_COOKIE]: 'token' } }) as unknown as FastifyRequest;

describe('sessionOfRequest', () => {
  it("looks the cookie's session up once per request, however often it is asked", async () => {
    const tokens: (string | undefined)[] = [];
    const sessions: Pick<SessionsService, 'find'> = { find: async (token) => (tokens.push(token), found) };
    const request = newRequest();
    await expect(Promise.all([sessionOfRequest(request, sessions), sessionOfRequest(request, sessions)])).resolves.toEqual([found, found]);
    await expect(sessionOfRequest(request, sessions)).resolves.toBe(found);
    await sessionOfRequest(newRequest(), sessions);
    expect(tokens).toEqual(['token', 'token']);
  });

  it('does not keep a lookup that failed: the next asker tries again', async () => {
    let calls = 0;
    const sessions: Pick<SessionsService, 'find'> = {
      find: async () => {
        calls++;
        if (calls === 1) throw new Error('the database did not answer');
        return found;
      },
    };
    const request = newRequest();
    await expect(sessionOfRequest(request, sessions)).rejects.toThrow('the database did not answer');
    await expect(sessionOfRequest(request, sessions)).resolves.toBe(found);
    expect(calls).toBe(2);
  });
});
