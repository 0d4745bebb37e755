import { Body, Controller, HttpCode, Ip, Post, UseFilters } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { RetryAfterFilter } from '../../platform/http/rate-limited.error';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './password-reset.dto';
import { PasswordResets } from './password-resets.service';

/** "Forgot password": a link by mail, then a new password with it. Nobody is signed in for either. */
@Controller('auth/password-reset')
@UseFilters(RetryAfterFilter)
export class PasswordResetController {
  constructor(private readonly resets: PasswordResets) {}

  /** 202 whatever the address: the answer says nothing of which addresses have an account. */
  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a single-use link to reset the password (202 whether or not the address has an account; a few an hour)' })
  @ApiErrorCodes('RATE_LIMITED', 'UNAVAILABLE')
  request(@Body() body: PasswordResetRequestDto, @Ip() clientAddress: string): Promise<void> {
    return this.resets.request(body, clientAddress);
  }

  @Post('confirm')
  @HttpCode(204)
  @ApiOperation({ summary: "Set a new password with a mailed link's token; every session of the account is signed out" })
  @ApiErrorCodes('RESET_TOKEN_INVALID')
  confirm(@Body() body: PasswordResetConfirmDto): Promise<void> {
    return this.resets.confirm(body);
  }
}
