import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { UserAvatar } from './UserAvatar';

const pictureIn = (container: HTMLElement) => container.querySelector('img');

/** The avatar of a fan who then uploads a new picture. */
function ChangingPicture() {
  const [url, setUrl] = useState('/media/avatars/abc-256.webp');
  return (
    <>
      <UserAvatar profileImageUrl={url} />
      <button onClick={() => setUrl('/media/avatars/def-256.webp')}>Upload</button>
    </>
  );
}

describe('UserAvatar', () => {
  it('shows the fan’s small picture over the user icon, hidden from screen readers', () => {
    const { container } = renderWithProviders(<UserAvatar profileImageUrl="/media/avatars/abc-256.webp" />);
    expect(pictureIn(container)?.getAttribute('src')).toBe('/media/avatars/abc-64.webp');
    expect(pictureIn(container)?.getAttribute('alt')).toBe('');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('loads the large picture when asked for it', () => {
    const { container } = renderWithProviders(<UserAvatar profileImageUrl="/media/avatars/abc-256.webp" picture="large" size="2xl" />);
    expect(pictureIn(container)?.getAttribute('src')).toBe('/media/avatars/abc-256.webp');
  });

  it('shows only the icon for a fan without a picture', () => {
    const { container } = renderWithProviders(<UserAvatar profileImageUrl={null} />);
    expect(pictureIn(container)).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('falls back to the icon when the picture fails, and tries a new picture', () => {
    const { container } = renderWithProviders(<ChangingPicture />);
    fireEvent.error(pictureIn(container) as HTMLImageElement);
    expect(pictureIn(container)).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(pictureIn(container)?.getAttribute('src')).toBe('/media/avatars/def-64.webp');
  });
});
