import type { NotificationPreferencesDto } from '@isl/contracts';
import { storedPreferences } from './notifications.service';

describe('storedPreferences', () => {
  it('keeps each followed team once, in the order the fan gave them', () => {
    expect(storedPreferences({ matchResults: true, teamSpecific: [7, 3, 7, 3, 12], predictions: false })).toEqual({
      matchResults: true,
      teamSpecific: [7, 3, 12],
      predictions: false,
    });
  });

  it('keeps the three switches and nothing else sent with them', () => {
    const sent = { matchResults: false, teamSpecific: [], predictions: true, marketing: true } as NotificationPreferencesDto;
    expect(storedPreferences(sent)).toEqual({ matchResults: false, teamSpecific: [], predictions: true });
  });
});
