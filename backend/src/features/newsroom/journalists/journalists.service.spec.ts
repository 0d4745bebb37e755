import { APPLICATION_STATUS } from '@isl/contracts';
import { decidedApplication, newApplicationStatus } from './journalists.service';

describe('journalist applications', () => {
  const now = new Date('2026-11-24T09:30:00Z');

  it('waits for an editor, undecided, unless applications are approved at once', () => {
    expect(newApplicationStatus(false, now)).toEqual({ status: APPLICATION_STATUS.pending, decidedAt: null });
    expect(newApplicationStatus(true, now)).toEqual({ status: APPLICATION_STATUS.approved, decidedAt: now });
  });

  it("is approved without a reason, or rejected with the editor's reason or none", () => {
    expect(decidedApplication({ approve: true })).toEqual({ status: APPLICATION_STATUS.approved, reason: null });
    expect(decidedApplication({ approve: false, reason: 'Send links to published work.' })).toEqual({ status: APPLICATION_STATUS.rejected, reason: 'Send links to published work.' });
    expect(decidedApplication({ approve: false, reason: null })).toEqual({ status: APPLICATION_STATUS.rejected, reason: null });
  });
});
