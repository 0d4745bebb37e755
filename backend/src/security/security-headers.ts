import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's headers with a Content Security Policy for the web app: its own scripts only; inline styles
 * allowed because Chakra UI (emotion) injects <style> tags at run time; images also from data: and blob:
 * (previews of a picked file); the Socket.IO websocket on the public host, and the S3 storage browsers PUT
 * uploads to when there is one.
 */
export function securityHeaders(publicUrl: string, uploadOrigin?: string): FastifyHelmetOptions {
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
