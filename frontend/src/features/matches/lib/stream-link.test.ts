import { match } from '../../../../test/fixtures';
import { streamLink } from './stream-link';

const url = 'https://tv.example.iq/match/7';

describe('streamLink', () => {
  it('offers "Watch Live Stream" for a live match and "Pre-Match Coverage" before kick-off', () => {
    expect(streamLink(match({ id: 1, status: 'live', isLiveStreamAvailable: true, liveStreamUrl: url }))).toEqual({ kind: 'watchLive', url });
    expect(streamLink(match({ id: 1, status: 'scheduled', isLiveStreamAvailable: true, liveStreamUrl: url }))).toEqual({ kind: 'preMatch', url });
  });

  it('offers nothing without an available stream, a URL, or for other statuses', () => {
    expect(streamLink(match({ id: 1, status: 'live', isLiveStreamAvailable: false, liveStreamUrl: url }))).toBeNull();
    expect(streamLink(match({ id: 1, status: 'live', isLiveStreamAvailable: true, liveStreamUrl: null }))).toBeNull();
    expect(streamLink(match({ id: 1, status: 'finished', isLiveStreamAvailable: true, liveStreamUrl: url }))).toBeNull();
    expect(streamLink(match({ id: 1, status: 'postponed', isLiveStreamAvailable: true, liveStreamUrl: url }))).toBeNull();
  });

  it('follows only http(s) links', () => {
    expect(streamLink(match({ id: 1, status: 'live', isLiveStreamAvailable: true, liveStreamUrl: 'javascript:alert(1)' }))).toBeNull();
  });
});
