const MAX_RETURN_TO_LENGTH = 2_048;
const LAST_CONTROL_CHARACTER = 0x1f;
const DELETE_CHARACTER = 0x7f;

/** Browsers read a backslash as a slash and strip control characters, which can turn "/\x" or "/\t/x" into "//x". */
function hasCharacterBrowsersRewrite(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code <= LAST_CONTROL_CHARACTER || code === DELETE_CHARACTER || path[i] === '\\') return true;
  }
  return false;
}

/**
 * Where to go after signing in, for the server's /api/login and the web app's sign-in page alike: only a path
 * on this site. It must start with exactly one "/" ("//evil.example" is another host) and hold nothing a browser
 * rewrites into that form; anything else, or anything that is not a single string, becomes "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO_LENGTH) return '/';
  const unsafe = !value.startsWith('/') || value.startsWith('//') || hasCharacterBrowsersRewrite(value);
  return unsafe ? '/' : value;
}
