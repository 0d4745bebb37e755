import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { BadgeResponse } from '@isl/contracts';
import { CurrentUser, SignedIn, type User } from '../../identity';
import { BadgesService } from './badges.service';

@Controller('badges')
export class BadgesController {
  constructor(private readonly badges: BadgesService) {}

  @Get('mine')
  @SignedIn()
  @ApiOperation({ summary: "The signed-in fan's badges, newest first" })
  mine(@CurrentUser() user: User): Promise<BadgeResponse[]> {
    return this.badges.mine(user.id);
  }
}
