/** Uploads send files with XMLHttpRequest (for progress), which tests replace with this. */

/**
 * An XMLHttpRequest stand-in that answers every PUT with `status`, after reporting half and then all of it sent;
 * status 0 is a request that got no answer (a network error).
 */
export function fakeXhr(status: number, responseText = '') {
  const sent: { method: string; url: string; body: unknown; withCredentials: boolean; headers: Record<string, string> }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = status;
    responseText = responseText;
    statusText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body, withCredentials: this.withCredentials, headers: this.headers });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      setTimeout(() => (status === 0 ? this.onerror?.() : this.onload?.()), 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return sent;
}

/**
 * For a test file that replaces fetch and XMLHttpRequest: puts the real ones back after each test, and gives
 * jsdom (which makes no object URLs) one for the file previews to show.
 */
export function restoreUploadDoublesAfterEach(): void {
  const realFetch = globalThis.fetch;
  const realXhr = globalThis.XMLHttpRequest;
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    globalThis.XMLHttpRequest = realXhr;
  });
}
