import { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ApplicationDecidedPayload,
  type ClientToServerEvents,
  type CommentResponse,
  type CommentReviewedPayload,
  type JournalistApplicationResponse,
  type ServerToClientEvents,
} from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { signUp, type SignedIn } from './support/accounts';
import { APPLICATION, newsroomCalls } from './support/newsroom';
import { startTestApp, TestApp } from './support/test-app';

// An editor's decision reaches the open page of the person it concerns, and no one else's, without a reload.

type FanSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let calls: ReturnType<typeof newsroomCalls>;
let baseUrl: string;
let editor: SignedIn;
const sockets: FanSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  calls = newsroomCalls(t);
  editor = await signUp(t, { role: 'admin', firstName: 'Nadia' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

/** A signed-in browser's live connection, with every event it hears, in order. */
async function connect(who: SignedIn): Promise<Heard> {
  const socket: FanSocket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie: who.cookie } });
  sockets.push(socket);
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
  return { heard };
}

type Heard = { heard: { event: string; payload: unknown }[] };

/** The next `event` a connection hears, after what it has heard so far. */
async function next<E extends keyof ServerToClientEvents>(who: Heard, event: E, after = who.heard.length): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  const found = await waitFor(() => who.heard.slice(after).find((entry) => entry.event === event), { what: `the event ${event}` });
  return found.payload as Parameters<ServerToClientEvents[E]>[0];
}

const eventsNamed = (who: Heard, ...names: string[]) => who.heard.filter((entry) => names.includes(entry.event));

describe("an applicant's open application page", () => {
  it('hears the approval and the rejection of their own application, and a bystander hears neither', async () => {
    const [approved, rejected, bystander] = [await signUp(t), await signUp(t), await signUp(t)];
    const [approvedPage, rejectedPage, bystanderPage] = [await connect(approved), await connect(rejected), await connect(bystander)];
    const first = (await calls.post(approved, '/api/journalists/apply', APPLICATION).expect(201)).body as JournalistApplicationResponse;
    const second = (await calls.post(rejected, '/api/journalists/apply', APPLICATION).expect(201)).body as JournalistApplicationResponse;

    const approval = next(approvedPage, 'application:decided');
    await calls.post(editor, `/api/admin/journalists/${first.id}/approve`).expect(200);
    expect(await approval).toEqual<ApplicationDecidedPayload>({ applicationId: first.id, status: 'approved' });

    const rejection = next(rejectedPage, 'application:decided');
    await calls.post(editor, `/api/admin/journalists/${second.id}/reject`, { reason: 'Send us a portfolio' }).expect(200);
    expect(await rejection).toEqual<ApplicationDecidedPayload>({ applicationId: second.id, status: 'rejected' });

    // The page reloads what the event says changed, and finds the decision.
    expect((await calls.get(rejected, '/api/journalists/application').expect(200)).body).toEqual(
      expect.objectContaining({ status: 'rejected', reason: 'Send us a portfolio' }),
    );
    expect(eventsNamed(approvedPage, 'application:decided')).toHaveLength(1);
    expect(eventsNamed(rejectedPage, 'application:decided')).toHaveLength(1);
    expect(eventsNamed(bystanderPage, 'application:decided', 'comment:reviewed')).toEqual([]);
  });
});

describe("a commenter's open article page", () => {
  it('hears that their comment was approved or rejected; the author and other readers do not', async () => {
    const journalist = await signUp(t, { role: 'journalist', firstName: 'Huda' });
    const { id: articleId } = await calls.publish(journalist, editor, { title: 'Derby day', content: 'x' });
    const [commenter, reader] = [await signUp(t), await signUp(t)];
    const [commenterPage, readerPage, authorPage] = [await connect(commenter), await connect(reader), await connect(journalist)];
    const comment = async (content: string) =>
      (await calls.post(commenter, `/api/articles/${articleId}/comments`, { content }).expect(201)).body as CommentResponse;
    const [kept, dropped] = [await comment('What a goal'), await comment('Spam')];

    const approval = next(commenterPage, 'comment:reviewed');
    await calls.post(editor, `/api/admin/comments/${kept.id}/approve`).expect(200);
    expect(await approval).toEqual<CommentReviewedPayload>({ commentId: kept.id, articleId, approved: true });

    const rejection = next(commenterPage, 'comment:reviewed');
    await calls.post(editor, `/api/admin/comments/${dropped.id}/reject`).expect(200);
    expect(await rejection).toEqual<CommentReviewedPayload>({ commentId: dropped.id, articleId, approved: false });

    // A decision taken already tells no one again.
    await calls.post(editor, `/api/admin/comments/${dropped.id}/approve`).expect(409);
    const comments = (await calls.get(commenter, `/api/articles/${articleId}/comments`).expect(200)).body as CommentResponse[];
    expect(comments.map((c) => [c.id, c.isApproved])).toEqual([[kept.id, true]]);
    expect(eventsNamed(commenterPage, 'comment:reviewed')).toHaveLength(2);
    expect(eventsNamed(readerPage, 'comment:reviewed', 'application:decided')).toEqual([]);
    expect(eventsNamed(authorPage, 'comment:reviewed', 'application:decided')).toEqual([]);
  });
});
