import type { AuditEntry, DeskClub, DeskPlayer } from '@isl/contracts';

// Canned data-desk rows for component tests; each test overrides only the fields it is about.

export function deskClub(overrides: Partial<DeskClub> & Pick<DeskClub, 'id' | 'name'>): DeskClub {
  return {
    slug: overrides.name.toLowerCase(),
    nameArabic: null,
    nameKurdish: null,
    shortName: null,
    shortNameArabic: null,
    shortNameKurdish: null,
    city: null,
    cityArabic: null,
    cityKurdish: null,
    stadium: null,
    stadiumArabic: null,
    stadiumKurdish: null,
    founded: null,
    primaryColor: '#004d99',
    secondaryColor: '#ffffff',
    logoUrl: null,
    aliases: [],
    ...overrides,
  };
}

export function deskPlayer(overrides: Partial<DeskPlayer> & Pick<DeskPlayer, 'id' | 'name'>): DeskPlayer {
  return {
    teamId: 1,
    nameArabic: null,
    nameKurdish: null,
    position: 'forward',
    jerseyNumber: null,
    dateOfBirth: null,
    nationality: 'Iraq',
    isInjured: false,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry {
  return {
    at: '2025-10-12T15:00:00.000Z',
    actor: { id: 'a1', displayName: 'Hana' },
    subject: 'club',
    subjectId: '4',
    action: 'update',
    changes: [],
    ...overrides,
  };
}
