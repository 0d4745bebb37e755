import { Article } from '../articles/article.entity';
import { Comment } from '../comments/comment.entity';
import { MatchEvent } from '../matches/match-event.entity';
import { MatchLineup } from '../matches/match-lineup.entity';
import { Match } from '../matches/match.entity';
import { AppSetting } from '../notifications/app-setting.entity';
import { PushDelivery } from '../notifications/push-delivery.entity';
import { PushSubscription } from '../notifications/push-subscription.entity';
import { Player } from '../players/player.entity';
import { Prediction } from '../predictions/prediction.entity';
import { Session } from '../sessions/session.entity';
import { Team } from '../teams/team.entity';
import { Upload } from '../uploads/upload.entity';
import { User } from '../users/user.entity';
import { PlayerMatchPoints } from '../weekly-squads/player-match-points.entity';
import { WeeklySquad } from '../weekly-squads/weekly-squad.entity';

export const ENTITIES = [User, Session, Team, Player, Match, MatchEvent, MatchLineup, Prediction, WeeklySquad, Article, Comment, Upload, PlayerMatchPoints, PushSubscription, PushDelivery, AppSetting];
