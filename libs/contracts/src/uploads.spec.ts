import { avatarKey, avatarUrl, MEDIA_URL_PREFIX } from './uploads';

describe('profile picture sizes', () => {
  const large = `${MEDIA_URL_PREFIX}${avatarKey('2f0c9a1e-51a4-4c1e-9d55-0f3b6a7c8d9e', 'large')}`;

  it('names the stored sizes after the picture', () => {
    expect(large).toBe('/media/avatars/2f0c9a1e-51a4-4c1e-9d55-0f3b6a7c8d9e-256.webp');
    expect(avatarKey('abc', 'small')).toBe('avatars/abc-64.webp');
  });

  it('gives the small size of a picture this server stored, and the large one back', () => {
    expect(avatarUrl(large, 'small')).toBe('/media/avatars/2f0c9a1e-51a4-4c1e-9d55-0f3b6a7c8d9e-64.webp');
    expect(avatarUrl(large, 'large')).toBe(large);
  });

  it('leaves other URLs and no picture as they are', () => {
    expect(avatarUrl(null, 'small')).toBeNull();
    expect(avatarUrl('https://id.example/picture.jpg', 'small')).toBe('https://id.example/picture.jpg');
    expect(avatarUrl('/media/avatars/a-256.webp?x=1', 'small')).toBe('/media/avatars/a-256.webp?x=1');
    expect(avatarUrl('/media/avatars/a/b-256.webp', 'small')).toBe('/media/avatars/a/b-256.webp');
  });
});
