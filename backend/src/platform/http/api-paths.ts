/** The API's own addresses, as the checks in front of its routes tell them apart. */

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's reference: a page (the one HTML answer under /api, with a page's security headers) and its document. */
export const OPENAPI_PAGE_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/docs-json';
