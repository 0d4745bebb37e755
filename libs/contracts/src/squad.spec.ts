import { compareSquadOrder } from './squad';

describe('compareSquadOrder', () => {
  it('lists by shirt number, players without one last, equal numbers by name', () => {
    const squad = [
      { jerseyNumber: null, name: 'Zaid' },
      { jerseyNumber: 10, name: 'Ali' },
      { jerseyNumber: null, name: 'Ahmed' },
      { jerseyNumber: 1, name: 'Jalal' },
      { jerseyNumber: 10, name: 'Aymen' },
    ];
    expect([...squad].sort(compareSquadOrder).map((p) => `${p.jerseyNumber ?? '-'} ${p.name}`)).toEqual([
      '1 Jalal',
      '10 Ali',
      '10 Aymen',
      '- Ahmed',
      '- Zaid',
    ]);
  });
});
