import { matchKits } from './kits';

describe('matchKits', () => {
  it('dresses each side in its first colour', () => {
    expect(matchKits({ primaryColor: '#0a3d91', secondaryColor: '#ffffff' }, { primaryColor: '#ffffff', secondaryColor: '#c8102e' })).toEqual({ home: '#0a3d91', away: '#ffffff' });
  });

  it('puts the away side in its second colour when the first clashes with the home kit', () => {
    expect(matchKits({ primaryColor: '#ffffff', secondaryColor: '#000000' }, { primaryColor: '#fafafa', secondaryColor: '#c8102e' })).toEqual({ home: '#ffffff', away: '#c8102e' });
  });

  it('gives a neutral kit to a club not loaded', () => {
    expect(matchKits(undefined, undefined)).toEqual({ home: '#4a5568', away: '#4a5568' });
  });
});
