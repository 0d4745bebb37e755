/** A base64url string's bytes, or null when it is not base64url. */
function base64UrlBytes(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

/**
 * What is wrong with a browser's subscription, or null: the endpoint must be an https URL on one of the
 * allowed push services (the worker POSTs to it), the key an uncompressed P-256 point (65 bytes) and the
 * auth secret 16 bytes, as RFC 8291 has them.
 */
export function subscriptionProblem(endpoint: string, p256dh: string, auth: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  const host = url.hostname.toLowerCase();
  if (!allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) {
    return `endpoint must be on a browser push service (${allowedHosts.join(', ')})`;
  }
  const key = base64UrlBytes(p256dh);
  if (!key || key.length !== 65 || key[0] !== 0x04) return 'keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url)';
  if (base64UrlBytes(auth)?.length !== 16) return 'keys.auth must be 16 bytes, base64url';
  return null;
}
