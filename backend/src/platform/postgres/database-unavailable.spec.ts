import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }],
    [{ driverError: { code: '57P01' } }],
    [{ code: '08006' }],
    [{ code: '55000', message: 'database "isl" is not currently accepting connections' }],
    [new Error('Connection terminated unexpectedly')],
  ])('is true for %j', (error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([[{ code: '23505' }], [{ code: '55000', message: 'cannot lock' }], [new Error('boom')], [null]])('is false for %j', (error) =>
    expect(isDatabaseUnavailable(error)).toBe(false),
  );
});
