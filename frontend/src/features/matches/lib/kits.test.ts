import { matchKits } from './kits';

describe('matchKits', () => {
  it('dresses each side in its own kit', () => {
    const home = { primaryColor: '#0a3d91', secondaryColor: '#ffffff' };
    const away = { primaryColor: '#ffffff', secondaryColor: '#c8102e' };
    expect(matchKits(home, away)).toEqual({ home, away });
  });

  it('puts the away side in its second colour when its first clashes with the home shirt', () => {
    expect(matchKits({ primaryColor: '#ffffff', secondaryColor: '#000000' }, { primaryColor: '#fafafa', secondaryColor: '#c8102e' })).toEqual({
      home: { primaryColor: '#ffffff', secondaryColor: '#000000' },
      away: { primaryColor: '#c8102e', secondaryColor: '#fafafa' },
    });
  });

  it('leaves a club not loaded without a kit', () => {
    expect(matchKits(undefined, { primaryColor: '#ffffff', secondaryColor: '#c8102e' }).home).toBeUndefined();
    expect(matchKits(undefined, undefined)).toEqual({ home: undefined, away: undefined });
  });
});
