import { fallbackFirstName } from './fallback-first-name';

describe('fallbackFirstName', () => {
  it('is "Fan" and four digits', () => {
    for (let i = 0; i < 200; i++) expect(fallbackFirstName()).toMatch(/^Fan [1-9]\d{3}$/);
  });
});
