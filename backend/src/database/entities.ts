import { Badge } from '../features/badges/entities';
import { DeskChange } from '../features/desk-audit/entities';
import { League, LeagueMember } from '../features/leagues/entities';
import { Match, MatchEvent, MatchLineup } from '../features/matches/entities';
import { Article, ArticleRating, ArticleView, Comment, JournalistApplication } from '../features/newsroom/entities';
import { PushDelivery, PushSubscription } from '../features/notifications/entities';
import { Player, PlayerTransfer } from '../features/players/entities';
import { Prediction, PredictionSettlement } from '../features/predictions/entities';
import { Season, SeasonClub } from '../features/seasons/entities';
import { Team, TeamAlias } from '../features/teams/entities';
import { Upload } from '../features/uploads/entities';
import { PlayerMatchPoints, SquadScoring, WeeklySquad } from '../features/weekly-squads/entities';
import { PasswordReset, Session, User } from '../identity/entities';
import { AppSetting } from '../platform/postgres/app-setting.entity';

/** Every table TypeORM maps, from each owner's entities.ts. */
export const ENTITIES = [
  User,
  Session,
  PasswordReset,
  Season,
  Team,
  SeasonClub,
  TeamAlias,
  Player,
  PlayerTransfer,
  Match,
  MatchEvent,
  MatchLineup,
  Prediction,
  PredictionSettlement,
  WeeklySquad,
  SquadScoring,
  PlayerMatchPoints,
  Article,
  ArticleRating,
  ArticleView,
  Comment,
  JournalistApplication,
  Upload,
  PushSubscription,
  PushDelivery,
  DeskChange,
  League,
  LeagueMember,
  Badge,
  AppSetting,
];
