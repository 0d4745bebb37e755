import { idempotencyKeyOf } from './idempotency-key.decorator';

describe('idempotencyKeyOf', () => {
  it('takes no header as no key', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
  });

  it('takes a UUID, in capitals or not, as one key', () => {
    expect(idempotencyKeyOf('1B4E28BA-2FA1-41D2-883F-0016D3CCA427')).toBe('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(idempotencyKeyOf('1b4e28ba-2fa1-41d2-883f-0016d3cca427')).toBe('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
  });

  it.each([
    ['text', 'not-a-uuid'],
    ['nothing', ''],
    ['a UUID without its hyphens', '1b4e28ba2fa141d2883f0016d3cca427'],
    ['a UUID in braces', '{1b4e28ba-2fa1-41d2-883f-0016d3cca427}'],
    ['two headers', '1b4e28ba-2fa1-41d2-883f-0016d3cca427, 2b4e28ba-2fa1-41d2-883f-0016d3cca427'],
  ])('refuses %s (IDEMPOTENCY_KEY_INVALID), without echoing it', (_, header) => {
    expect(() => idempotencyKeyOf(header)).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_KEY_INVALID', message: expect.not.stringContaining(header || '{') }));
  });
});
