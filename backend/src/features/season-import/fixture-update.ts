import type { FixtureDetails, FixtureFieldChange, ImportProblem, MatchCommand, MatchStatus } from '@isl/contracts';
import type { FileFixture } from './football-json';

/** A fixture of the season as the import compares it with the file. */
export interface StoredFixture {
  status: MatchStatus;
  matchDate: Date;
  matchday: number;
  venue: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/** The commands an import sends: a file knows a fixture's details, status and result, never its incidents. */
export type ImportCommand = Extract<MatchCommand, { type: 'edit_fixture' | 'cancel' | 'postpone' | 'correct_score' | 'record_result' | 'reschedule' }>;

/** What the file changes of a stored fixture: the differences, and the commands that make them (in order). */
export interface FixtureUpdate {
  changes: FixtureFieldChange[];
  commands: ImportCommand[];
}

const DAY_MS = 24 * 3_600_000;
const scoreText = (home: number | null, away: number | null) => (home === null || away === null ? null : `${home}-${away}`);

/**
 * Whether the file moves the fixture: a file without a time keeps the stored time when the day is the same (the
 * time is still to be confirmed in the file, not in the league's records).
 */
function dateMoves(stored: StoredFixture, file: FileFixture): boolean {
  if (file.timeKnown) return stored.matchDate.getTime() !== file.matchDate.getTime();
  const offset = stored.matchDate.getTime() - file.matchDate.getTime();
  return offset < 0 || offset >= DAY_MS;
}

/**
 * How the file's fixture changes the stored one, through the match commands (see docs/data-desk.md): the round and
 * venue by `edit_fixture`; a result by `record_result`, or `correct_score` once finished; a date by `reschedule`;
 * a postponement or cancellation by `postpone` or `cancel`. A file without a result leaves a finished match as it
 * is (it does not know the result yet); the date of a finished match stays the one it was played on. What an
 * import may not do (bring back a cancelled match, postpone or cancel a played one) is a problem of the entry.
 */
export function fixtureUpdate(stored: StoredFixture, file: FileFixture): FixtureUpdate | ImportProblem {
  const changes: FixtureFieldChange[] = [];
  const commands: ImportCommand[] = [];
  const refuse = (field: string, message: string): ImportProblem => ({ index: file.index, field, message });
  const change = (field: FixtureFieldChange['field'], from: string | null, to: string | null) => changes.push({ field, from, to });

  const details: FixtureDetails = {};
  if (file.round !== stored.matchday) {
    details.round = file.round;
    change('round', String(stored.matchday), String(file.round));
  }
  if (file.venue !== null && file.venue !== stored.venue) {
    details.venue = file.venue;
    change('venue', stored.venue, file.venue);
  }
  if (Object.keys(details).length) commands.push({ type: 'edit_fixture', ...details });

  const moves = dateMoves(stored, file);
  const newDate = file.matchDate.toISOString();
  const moveDate = () => change('date', stored.matchDate.toISOString(), newDate);
  const setStatus = () => change('status', stored.status, file.status);
  if (stored.status === 'cancelled' && file.status !== 'cancelled') return refuse('status', 'the match is cancelled: an import does not bring it back');
  if (stored.status === 'finished' && (file.status === 'postponed' || file.status === 'cancelled')) {
    return refuse('status', `the match was played (${scoreText(stored.homeScore, stored.awayScore)}): an import does not make it ${file.status}`);
  }
  switch (file.status) {
    case 'cancelled':
      if (stored.status !== 'cancelled') {
        commands.push({ type: 'cancel' });
        setStatus();
      }
      break;
    case 'postponed':
      if (stored.status === 'scheduled') {
        commands.push({ type: 'postpone' });
        setStatus();
      }
      break;
    case 'finished': {
      const [homeScore, awayScore] = file.score as [number, number];
      const from = scoreText(stored.homeScore, stored.awayScore);
      if (stored.status === 'finished') {
        if (from !== `${homeScore}-${awayScore}`) {
          commands.push({ type: 'correct_score', homeScore, awayScore });
          change('score', from, `${homeScore}-${awayScore}`);
        }
        break;
      }
      commands.push({ type: 'record_result', homeScore, awayScore, ...(moves ? { matchDate: newDate } : {}) });
      setStatus();
      change('score', from, `${homeScore}-${awayScore}`);
      if (moves) moveDate();
      break;
    }
    case 'scheduled':
      if (stored.status === 'postponed' || (stored.status === 'scheduled' && moves)) {
        commands.push({ type: 'reschedule', newDate: moves ? newDate : stored.matchDate.toISOString() });
        if (stored.status === 'postponed') setStatus();
        if (moves) moveDate();
      }
      break;
  }
  return { changes, commands };
}

/** The field of the entry a command's refusal is about. */
export const FIELD_OF_COMMAND: Record<ImportCommand['type'], string> = {
  postpone: 'status',
  cancel: 'status',
  reschedule: 'date',
  record_result: 'score.ft',
  correct_score: 'score.ft',
  edit_fixture: 'round',
};
