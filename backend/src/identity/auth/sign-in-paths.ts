/** The API paths that sign a visitor in (AuthController's register and login): the write limit counts them apart. */
const SIGN_IN_PATHS = new Set(['/api/auth/register', '/api/auth/login']);

export const isSignInPath = (path: string): boolean => SIGN_IN_PATHS.has(path);
