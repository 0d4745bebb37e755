import type { LocalizedNames } from '../../../lib/localized-name';

/**
 * A highlight card: the sample part (spec: fixed, not from the server, labelled as samples on screen) is the
 * title, the round and the club. The match itself is the club's real match of that round, so its opponent,
 * date, score and scorer are real and Watch opens its match centre.
 */
export interface GoalHighlight {
  id: string;
  /** Key under goalsOfTheWeek.titles. */
  titleKey: string;
  /** The round, which the spec's week selector calls a week. */
  week: number;
  /** The club that scored; its first goal of the match is the one shown. */
  team: LocalizedNames;
  isGoalOfTheWeek: boolean;
}

const club = (name: string, nameArabic: string, nameKurdish: string): LocalizedNames => ({ name, nameArabic, nameKurdish });

const SHORTA = club('Al-Shorta', 'الشرطة', 'شوڕتە');
const QUWA = club('Al-Quwa Al-Jawiya', 'القوة الجوية', 'قوە جەوییە');
const ZAKHO = club('Zakho', 'زاخو', 'زاخۆ');
const NEWROZ = club('Newroz', 'نوروز', 'نەورۆز');
const KAHRABAA = club('Al-Kahrabaa', 'الكهرباء', 'کارەبا');

// Clubs that scored in their match of that round in the seeded season (round 32's are among its finished matches).
export const GOAL_HIGHLIGHTS: readonly GoalHighlight[] = [
  { id: 'w30-1', titleKey: 'freeKick', week: 30, team: ZAKHO, isGoalOfTheWeek: true },
  { id: 'w30-2', titleKey: 'header', week: 30, team: NEWROZ, isGoalOfTheWeek: false },
  { id: 'w31-1', titleKey: 'solo', week: 31, team: SHORTA, isGoalOfTheWeek: true },
  { id: 'w31-2', titleKey: 'lob', week: 31, team: KAHRABAA, isGoalOfTheWeek: false },
  { id: 'w32-1', titleKey: 'volley', week: 32, team: QUWA, isGoalOfTheWeek: true },
  { id: 'w32-2', titleKey: 'longRange', week: 32, team: ZAKHO, isGoalOfTheWeek: false },
  { id: 'w32-3', titleKey: 'counter', week: 32, team: SHORTA, isGoalOfTheWeek: false },
];
