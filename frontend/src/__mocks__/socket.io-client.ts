/**
 * Jest uses this in place of socket.io-client in every test (a manual mock of a package in a jest root): no
 * test opens a connection. It is only a transport stand-in with no server rules: a test plays the server by
 * calling `receive` and drives the connection with `open` and `drop`.
 */
type Handler = (...args: unknown[]) => void;

export class FakeSocket {
  constructor(readonly options?: unknown) {}

  connected = false;
  recovered = false;
  /** What the app emitted, in order: [event, payload]. */
  readonly sent: [string, unknown][] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly anyHandlers = new Set<Handler>();

  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  onAny(handler: Handler): this {
    this.anyHandlers.add(handler);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.sent.push([event, payload]);
    return this;
  }

  /** The server pushes an event to this client. */
  receive(event: string, payload?: unknown): void {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
    this.anyHandlers.forEach((handler) => handler(event, payload));
  }

  open({ recovered = false } = {}): void {
    this.connected = true;
    this.recovered = recovered;
    this.handlers.get('connect')?.forEach((handler) => handler());
  }

  drop(reason = 'transport close'): void {
    this.connected = false;
    this.handlers.get('disconnect')?.forEach((handler) => handler(reason));
  }

  /** The app closes the connection (the real client then stays closed until `connect`). */
  disconnect(): this {
    this.drop('io client disconnect');
    return this;
  }

  /** The app opens it again; a test then plays the server's answer with `open`. */
  readonly connectCalls: number[] = [];
  connect(): this {
    this.connectCalls.push(Date.now());
    return this;
  }
}

/** Like the real `io([uri], [options])`: the options the app opened the connection with stay on the socket. */
export function io(...args: unknown[]): FakeSocket {
  return new FakeSocket(args.at(-1));
}
