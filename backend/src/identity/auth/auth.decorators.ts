import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { UserRole } from '@isl/contracts';
import type { User } from '../users/user.entity';

/*
 * Authorisation for routes, enforced by the global AuthGuard (auth.guard.ts):
 *
 *   @Get('my') @SignedIn()                  401 when signed out
 *   myPredictions(@CurrentUser() user: User)
 *
 *   @Post(':id/approve') @Roles('admin')    401 when signed out, 403 for any other role
 *   approve(@CurrentUser() user: User)
 *
 *   @Get('user/:matchId')                   public; user is undefined when signed out
 *   mine(@CurrentUser() user: User | undefined)
 *
 * Both work on a controller class too. Roles are not ranked: list every role allowed, e.g.
 * @Roles('journalist', 'admin'). The session is looked up only for routes that use one of these.
 */

export const ACCESS_RULE = 'isl:access-rule';
export const WANTS_CURRENT_USER = 'isl:wants-current-user';

export interface AccessRule {
  /** Empty: any signed-in user. */
  roles: readonly UserRole[];
}

/** Only signed-in users (401 otherwise). */
export const SignedIn = () => SetMetadata(ACCESS_RULE, { roles: [] } satisfies AccessRule);

/** Only signed-in users with one of these roles (401 when signed out, 403 otherwise). */
export const Roles = (...roles: [UserRole, ...UserRole[]]) => SetMetadata(ACCESS_RULE, { roles } satisfies AccessRule);

/** Where AuthGuard leaves the user it loaded, for @CurrentUser() to pick up. */
const currentUsers = new WeakMap<object, User>();

export function rememberCurrentUser(request: object, user: User | undefined): void {
  if (user) currentUsers.set(request, user);
}

const currentUserParam = createParamDecorator((_: unknown, context: ExecutionContext) =>
  currentUsers.get(context.switchToHttp().getRequest<object>()),
);

/** The signed-in User entity, or undefined when signed out. Also tells AuthGuard to load the session. */
export function CurrentUser(): ParameterDecorator {
  return (target, method, index) => {
    // Marks the handler itself, as SetMetadata would, so AuthGuard sees it through Reflector.
    if (method !== undefined) Reflect.defineMetadata(WANTS_CURRENT_USER, true, (target as Record<string | symbol, object>)[method]);
    currentUserParam()(target, method, index);
  };
}
