/**
 * Follows redirects the way a browser would, keeping the cookies each host sets (enough for an OpenID
 * provider's own cookies), until the next address starts with `stopAt`, which it returns instead of loading.
 */
export async function followRedirectsUntil(start: string, stopAt: string, maxHops = 10): Promise<URL> {
  const cookies = new Map<string, Map<string, string>>();
  let url = new URL(start);
  for (let hop = 0; hop < maxHops; hop++) {
    if (url.href.startsWith(stopAt)) return url;
    const jar = cookies.get(url.host) ?? new Map<string, string>();
    cookies.set(url.host, jar);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`expected a redirect from ${url.href}, got ${res.status}: ${await res.text()}`);
    }
    url = new URL(location, url);
  }
  throw new Error(`no redirect to ${stopAt} within ${maxHops} hops`);
}
