import { fromLeagueDateTimeInput, toLeagueDateTimeInput } from './league-calendar';

describe('date-time inputs on the league clock (Baghdad, UTC+3)', () => {
  it('shows a moment as Baghdad wall time, wherever the browser is', () => {
    expect(toLeagueDateTimeInput(new Date('2025-05-24T16:00:00Z'))).toBe('2025-05-24T19:00');
    expect(toLeagueDateTimeInput(new Date('2025-05-24T22:30:00Z'))).toBe('2025-05-25T01:30');
  });

  it('reads a typed Baghdad time back as the moment it stands for', () => {
    expect(fromLeagueDateTimeInput('2025-05-24T19:00')?.toISOString()).toBe('2025-05-24T16:00:00.000Z');
    expect(fromLeagueDateTimeInput('2025-05-25T01:30')?.toISOString()).toBe('2025-05-24T22:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromLeagueDateTimeInput('')).toBeNull();
    expect(fromLeagueDateTimeInput('2025-05-24')).toBeNull();
  });
});
