import { requestSite } from './request-site';

const APP = 'https://isl.example';

describe('requestSite', () => {
  it.each([
    [{ origin: APP }, 'same-origin'],
    [{ origin: APP, 'sec-fetch-site': 'cross-site' }, 'same-origin'],
    [{ origin: 'https://evil.example' }, 'foreign'],
    [{ origin: 'https://shop.isl.example' }, 'foreign'],
    [{ origin: 'http://isl.example' }, 'foreign'],
    [{ origin: 'null' }, 'foreign'],
    [{ 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    [{ 'sec-fetch-site': 'none' }, 'same-origin'],
    [{ 'sec-fetch-site': 'same-site' }, 'foreign'],
    [{ 'sec-fetch-site': 'cross-site' }, 'foreign'],
    [{}, 'unknown'],
  ])('reads %j as %s', (headers, site) => {
    expect(requestSite(headers, APP)).toBe(site);
  });
});
