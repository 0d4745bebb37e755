import { subscriptionProblem } from './push-endpoint';

const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const auth = Buffer.alloc(16, 1).toString('base64url');
const hosts = ['fcm.googleapis.com', 'push.services.mozilla.com'];

describe('subscriptionProblem', () => {
  it('accepts a browser push service over https with well-formed keys', () => {
    expect(subscriptionProblem('https://fcm.googleapis.com/fcm/send/abc', key, auth, hosts)).toBeNull();
    expect(subscriptionProblem('https://updates.push.services.mozilla.com/wpush/v2/x', key, auth, hosts)).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/x', 'https URL'],
    ['https://169.254.169.254/latest/meta-data', 'browser push service'],
    ['https://fcm.googleapis.com.evil.example/x', 'browser push service'],
    ['https://evilfcm.googleapis.com/x', 'browser push service'],
    ['not a url', 'must be a URL'],
  ])('refuses the endpoint %s', (endpoint, message) => {
    expect(subscriptionProblem(endpoint, key, auth, hosts)).toContain(message);
  });

  it('refuses keys of the wrong size or form', () => {
    expect(subscriptionProblem('https://fcm.googleapis.com/x', key.slice(0, 40), auth, hosts)).toContain('p256dh');
    expect(subscriptionProblem('https://fcm.googleapis.com/x', Buffer.alloc(65, 3).toString('base64url'), auth, hosts)).toContain('p256dh');
    expect(subscriptionProblem('https://fcm.googleapis.com/x', key, 'not+base64', hosts)).toContain('auth');
    expect(subscriptionProblem('https://fcm.googleapis.com/x', key, Buffer.alloc(8).toString('base64url'), hosts)).toContain('auth');
  });
});
