import { Body, Controller, Cookies, Delete, Get, HttpCode, Ip, Patch, Post, Put, Res, UseFilters } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { UserResponse } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { RetryAfterFilter } from '../../platform/http/rate-limited.error';
import { SessionCookie, SessionToken } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { AccountView } from '../account/account-view';
import { AccountService } from './account.service';
import { CurrentUser, SignedIn } from './auth.decorators';
import { AccountLanguageDto, ChangePasswordDto, DeleteAccountDto, LoginDto, RegisterDto, UpdateAccountDto } from './auth.dto';
import { AuthService, type SignedInAccount } from './auth.service';
import { DEVICE_COOKIE, DeviceCookie } from './known-devices';

/** The JSON accounts API the web app calls. The services work on tokens; the cookies are set and cleared here. */
@Controller('auth')
@UseFilters(RetryAfterFilter)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly account: AccountService,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    private readonly deviceCookie: DeviceCookie,
    private readonly view: AccountView,
  ) {}

  /** Creates the account and signs it in. */
  @Post('register')
  @ApiOperation({ summary: 'Create an account, signed in (sets the session cookie)' })
  @ApiErrorCodes('EMAIL_TAKEN', 'UNAVAILABLE')
  async register(
    @Body() body: RegisterDto,
    @Ip() clientAddress: string,
    @SessionToken() previousToken: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    return this.signedIn(reply, await this.auth.register(body, clientAddress, previousToken));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password (sets the session cookie)' })
  @ApiErrorCodes('INVALID_CREDENTIALS', 'UNAVAILABLE')
  async login(
    @Body() body: LoginDto,
    @Ip() clientAddress: string,
    @SessionToken() previousToken: string | undefined,
    @Cookies(DEVICE_COOKIE) device: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    return this.signedIn(reply, await this.auth.login(body, clientAddress, previousToken, device));
  }

  /** 204 whether or not there was a session, so signing out twice is not an error. */
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out (204 without a session too)' })
  async logout(@SessionToken() token: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(token);
    this.cookie.clear(reply);
  }

  @Get('user')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in account' })
  user(@CurrentUser() user: User): Promise<UserResponse> {
    return this.view.of(user);
  }

  @Patch('user')
  @SignedIn()
  @ApiOperation({
    summary: 'Change your first and/or last name (trimmed, 1-100 characters; the first name cannot be emptied), or switch private mode (off the public leaderboards)',
  })
  async updateUser(@CurrentUser() user: User, @Body() body: UpdateAccountDto): Promise<UserResponse> {
    return this.view.of(await this.account.update(user.id, body));
  }

  /** The web app calls it when the fan's language and the account's differ: mails follow the language read in. */
  @Put('user/language')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Set the language your e-mails are written in (the web app keeps it to the language you read the site in)' })
  setLanguage(@CurrentUser() user: User, @Body() body: AccountLanguageDto): Promise<void> {
    return this.account.setLanguage(user.id, body.language);
  }

  /** Keeps this browser signed in; every other session of the account ends. */
  @Post('password')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Change your password with the current one; your other sessions are signed out' })
  @ApiErrorCodes('CURRENT_PASSWORD_WRONG', 'NO_PASSWORD', 'UNAVAILABLE')
  async changePassword(
    @CurrentUser() user: User,
    @Body() body: ChangePasswordDto,
    @Ip() clientAddress: string,
    @SessionToken() token: string | undefined,
  ): Promise<void> {
    await this.account.changePassword(user.id, body, clientAddress, token);
  }

  @Delete('user')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Delete your account (confirmed with its password, when it has one): personal data, files and sessions go; predictions stay, anonymous' })
  @ApiErrorCodes('CURRENT_PASSWORD_WRONG', 'UNAVAILABLE')
  async deleteUser(
    @CurrentUser() user: User,
    @Body() body: DeleteAccountDto,
    @Ip() clientAddress: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.account.deleteAccount(user.id, body.password, clientAddress);
    this.cookie.clear(reply);
  }

  private signedIn(reply: FastifyReply, { user, session, device }: SignedInAccount): Promise<UserResponse> {
    this.cookie.writeSession(reply, session);
    this.deviceCookie.writeDevice(reply, device);
    return this.view.of(user);
  }
}
