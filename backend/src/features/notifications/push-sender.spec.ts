import { WebPushError } from 'web-push';
import type { PushKind, PushMessage } from '@isl/contracts';
import { deliveryOptions, failureOutcome } from './push-sender';

const message = (kind: PushKind, tag = 'match-12'): PushMessage => ({ kind, title: 'Full time', body: 'Zawraa 2-1 Shorta', url: '/matches/12', tag });
const refusal = (statusCode: number) => new WebPushError('refused', statusCode, {}, '', 'https://fcm.googleapis.com/fcm/send/x');

describe('deliveryOptions', () => {
  it('lets live news (goals, kick-offs) expire in 10 minutes at high urgency, and a result wait 6 hours', () => {
    expect(deliveryOptions(message('goal'))).toEqual(expect.objectContaining({ TTL: 600, urgency: 'high' }));
    expect(deliveryOptions(message('kickoff'))).toEqual(expect.objectContaining({ TTL: 600, urgency: 'high' }));
    expect(deliveryOptions(message('result'))).toEqual(expect.objectContaining({ TTL: 6 * 3600, urgency: 'normal' }));
  });

  it('lets a settled prediction wait a day at low urgency, a reminder 50 minutes (before the kick-off it is about), a test a minute', () => {
    expect(deliveryOptions(message('settled'))).toEqual(expect.objectContaining({ TTL: 24 * 3600, urgency: 'low' }));
    expect(deliveryOptions(message('reminder'))).toEqual(expect.objectContaining({ TTL: 50 * 60, urgency: 'normal' }));
    expect(deliveryOptions(message('test'))).toEqual(expect.objectContaining({ TTL: 60, urgency: 'high' }));
  });

  it('files a message under its tag, in the URL-safe characters and 32 of them at most a push service takes', () => {
    expect(deliveryOptions(message('goal', 'match-12')).topic).toBe('match-12');
    expect(deliveryOptions(message('goal', 'match:12 / extra time!')).topic).toBe('match12extratime');
    expect(deliveryOptions(message('goal', 'a'.repeat(40))).topic).toBe('a'.repeat(32));
  });
});

describe('failureOutcome', () => {
  it('prunes a device the push service no longer knows', () => {
    expect([404, 410].map((status) => failureOutcome(refusal(status)))).toEqual(['pruned', 'pruned']);
  });

  it('retries what a later try may fix: too many requests, a failing push service, or no answer at all', () => {
    expect([429, 500, 503].map((status) => failureOutcome(refusal(status)))).toEqual(['retry', 'retry', 'retry']);
    expect(failureOutcome(new Error('socket hang up'))).toBe('retry');
  });

  it('gives up on any other refusal, which a retry would only repeat', () => {
    expect([400, 401, 403, 413].map((status) => failureOutcome(refusal(status)))).toEqual(['failed', 'failed', 'failed', 'failed']);
  });
});
