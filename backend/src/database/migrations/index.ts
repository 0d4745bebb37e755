import { InitialSchema1795341416449 } from './1795341416449-InitialSchema';
import { Accounts1795341885174 } from './1795341885174-Accounts';
import { PredictionSettledAt1795344572960 } from './1795344572960-PredictionSettledAt';
import { Uploads1795404337266 } from './1795404337266-Uploads';
import { WeeklySquadScoring1795408215723 } from './1795408215723-WeeklySquadScoring';
import { PushNotifications1795409677192 } from './1795409677192-PushNotifications';
import { OutboxAndCorrections1795500200000 } from './1795500200000-OutboxAndCorrections';
import { BackfillFirstNames1795500300000 } from './1795500300000-BackfillFirstNames';
import { Newsroom1795600000000 } from './1795600000000-Newsroom';
import { LeaderboardTotals1795700000000 } from './1795700000000-LeaderboardTotals';
import { NamesInEveryScript1795700100000 } from './1795700100000-NamesInEveryScript';
import { FollowUpLedgers1795778417269 } from './1795778417269-FollowUpLedgers';
import { PasswordResets1795789204898 } from './1795789204898-PasswordResets';
import { ForgetDeletedAccountsDevices1795800000000 } from './1795800000000-ForgetDeletedAccountsDevices';
import { Seasons1795900000000 } from './1795900000000-Seasons';
import { DeskChangesAndAliases1795900100000 } from './1795900100000-DeskChangesAndAliases';
import { SeasonPredictionTotals1795910000000 } from './1795910000000-SeasonPredictionTotals';
import { DataDesk1795930000000 } from './1795930000000-DataDesk';
import { MiniLeagues1796000000000 } from './1796000000000-MiniLeagues';
import { PrivateFansIndex1796000100000 } from './1796000100000-PrivateFansIndex';
import { WorkDue1796000200000 } from './1796000200000-WorkDue';
import { MatchIncidents1796000300000 } from './1796000300000-MatchIncidents';
import { RequestKeys1796000400000 } from './1796000400000-RequestKeys';
import { HotPredictionTotals1796000500000 } from './1796000500000-HotPredictionTotals';

/** Applied in this order; each file is written by `typeorm migration:generate` and reviewed. */
export const MIGRATIONS = [InitialSchema1795341416449, Accounts1795341885174, PredictionSettledAt1795344572960, Uploads1795404337266, WeeklySquadScoring1795408215723, PushNotifications1795409677192, OutboxAndCorrections1795500200000, BackfillFirstNames1795500300000, Newsroom1795600000000, LeaderboardTotals1795700000000, NamesInEveryScript1795700100000, FollowUpLedgers1795778417269, PasswordResets1795789204898, ForgetDeletedAccountsDevices1795800000000, Seasons1795900000000, DeskChangesAndAliases1795900100000, SeasonPredictionTotals1795910000000, DataDesk1795930000000, MiniLeagues1796000000000, PrivateFansIndex1796000100000, WorkDue1796000200000, MatchIncidents1796000300000, RequestKeys1796000400000, HotPredictionTotals1796000500000];
