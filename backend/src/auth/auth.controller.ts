import { Body, Controller, Get, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserResponse } from '@isl/contracts';
import { RetryAfterFilter } from '../security/rate-limited.error';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { toUserResponse } from '../users/user.response';
import { CurrentUser, SignedIn } from './auth.decorators';
import { LoginDto, RegisterDto } from './auth.dto';
import { AuthService } from './auth.service';

/** The JSON accounts API the web app calls. */
@Controller('auth')
@UseFilters(RetryAfterFilter)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  /** Creates the account and signs it in. */
  @Post('register')
  register(@Body() body: RegisterDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserResponse> {
    return this.auth.register(body, request, reply);
  }

  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserResponse> {
    return this.auth.login(body, request, reply);
  }

  /** 204 whether or not there was a session, so signing out twice is not an error. */
  @Post('logout')
  @HttpCode(204)
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    return this.sessions.signOut(request, reply);
  }

  @Get('user')
  @SignedIn()
  user(@CurrentUser() user: User): UserResponse {
    return toUserResponse(user);
  }
}
