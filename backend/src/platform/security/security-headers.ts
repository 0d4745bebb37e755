import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's options with a Content Security Policy for the web app: its own scripts only; inline styles
 * allowed because Chakra UI (emotion) injects <style> tags at run time; images also from data: and blob:
 * (previews of a picked file); the Socket.IO websocket on the public host, and the S3 storage browsers PUT
 * uploads to when there is one.
 */
function helmetOptions(publicUrl: string, uploadOrigin?: string): HelmetOptions {
  const url = new URL(publicUrl);
  const https = url.protocol === 'https:';
  const websocket = `${https ? 'wss' : 'ws'}://${url.host}`;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", websocket, ...(uploadOrigin ? [uploadOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only over https: on a plain-http development host it would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/**
 * The security headers of every answer, worked out once by running Helmet against a recorder: they depend on
 * the configuration only, and building them per request (as Helmet's Fastify plugin does) cost a tenth of a
 * cached read's time.
 */
export function securityHeaders(publicUrl: string, uploadOrigin?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(publicUrl, uploadOrigin))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of an /api data answer (JSON no browser renders as a page), after OWASP's REST
 * security advice: it may run nothing and be framed by no one, is never sniffed into another type, is readable
 * by this site only, and HSTS where the page has it. The page's other headers (referrer, opener, download and
 * prefetch policies) govern documents; on a 20-byte cached read they were most of the bytes sent.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'].filter((name) => name in pageHeaders);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, pageHeaders[name]])),
  };
}
