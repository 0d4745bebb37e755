import { useSquadDraftStore } from './squad-draft-store';

describe('the squad draft store', () => {
  afterEach(() => useSquadDraftStore.getState().discard());

  it('reads a draft kept before the armbands as its slots with no armband yet', async () => {
    const slots = [1, 2, 3, null, 5, 6, 7, 8, 9, 10, 11];
    localStorage.setItem('weekly-squad-draft', JSON.stringify({ state: { week: 33, slots }, version: 0 }));
    await useSquadDraftStore.persist.rehydrate();
    expect(useSquadDraftStore.getState()).toMatchObject({ week: 33, draft: { slots, captainId: null, viceCaptainId: null } });
  });

  it('reads a draft kept with its armbands as it was', async () => {
    const slots = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    localStorage.setItem('weekly-squad-draft', JSON.stringify({ state: { week: 34, draft: { slots, captainId: 10, viceCaptainId: 1 } }, version: 1 }));
    await useSquadDraftStore.persist.rehydrate();
    expect(useSquadDraftStore.getState()).toMatchObject({ week: 34, draft: { slots, captainId: 10, viceCaptainId: 1 } });
  });
});
