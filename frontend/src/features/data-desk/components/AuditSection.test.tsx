import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { auditEntry, deskClub } from '../../../../test/desk-fixtures';
import { renderWithProviders, visibleText } from '../../../../test/render';
import { AUDIT_PAGE_SIZE } from '../api/get-audit';
import { AuditSection } from './AuditSection';

/** A full page of changes, newest first: ids 40 down to 21. */
const firstPage = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => auditEntry({ id: 40 - index }));
firstPage[0] = auditEntry({
  id: 40,
  // 18:00 in Baghdad.
  at: '2025-10-12T15:00:00.000Z',
  changes: [
    { field: 'nameArabic', from: null, to: 'الشرطة' },
    { field: 'founded', from: 1931, to: 1932 },
  ],
});
firstPage[1] = auditEntry({ id: 39, actor: null, subject: 'player', subjectId: '9', action: 'transfer', changes: [{ field: 'teamId', from: 1, to: 2 }] });

const rows = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.hasAttribute('data-audit'));

describe('AuditSection', () => {
  it('lists the changes newest first: who, when, what, each field from and to', async () => {
    routeFetch({
      [`GET /api/admin/audit?limit=${AUDIT_PAGE_SIZE}`]: () => jsonResponse(200, firstPage),
      'GET /api/admin/clubs': () => jsonResponse(200, [deskClub({ id: 1, name: 'Al-Shorta' }), deskClub({ id: 2, name: 'Al-Zawraa' })]),
    });
    renderWithProviders(<AuditSection />);
    const list = await screen.findByRole('list', { name: 'Changes' });
    await waitFor(() => expect(visibleText(rows(list)[1])).toContain('Al-Zawraa'));
    const [first, second] = rows(list).map(visibleText);
    expect(first).toBe('Hana · 12 Oct 18:00 · Club 4, editedArabic name: – → الشرطةFounded: 1931 → 1932');
    expect(second).toBe('Command line · 12 Oct 18:00 · Player 9, transferredClub: Al-Shorta → Al-Zawraa');
  });

  it('pages back from the oldest change shown with "Older changes", until a short page', async () => {
    const fetchStub = routeFetch({
      [`GET /api/admin/audit?limit=${AUDIT_PAGE_SIZE}`]: () => jsonResponse(200, firstPage),
      [`GET /api/admin/audit?limit=${AUDIT_PAGE_SIZE}&before=21`]: () => jsonResponse(200, [auditEntry({ id: 20, subject: 'fixture', subjectId: '77', action: 'update' })]),
      'GET /api/admin/clubs': () => jsonResponse(200, []),
    });
    renderWithProviders(<AuditSection />);
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(rows(list)).toHaveLength(AUDIT_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Older changes' }));

    await waitFor(() => expect(rows(list)).toHaveLength(AUDIT_PAGE_SIZE + 1));
    expect(visibleText(rows(list).at(-1)!)).toBe('Hana · 12 Oct 18:00 · Fixture 77, edited');
    expect(fetchStub).toHaveBeenCalledWith(`/api/admin/audit?limit=${AUDIT_PAGE_SIZE}&before=21`, expect.anything());
    expect(screen.queryByRole('button', { name: 'Older changes' })).toBeNull();
  });
});
