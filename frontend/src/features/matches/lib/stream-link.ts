import type { MatchResponse } from '@isl/contracts';

export interface StreamLink {
  kind: 'watchLive' | 'preMatch';
  url: string;
}

/**
 * Spec: a stream button only when a stream is available and has a URL, and the match is live ("Watch Live
 * Stream") or scheduled ("Pre-Match Coverage"). Only http(s) links are followed: the URL is data, not code.
 */
export function streamLink(match: Pick<MatchResponse, 'status' | 'isLiveStreamAvailable' | 'liveStreamUrl'>): StreamLink | null {
  const url = match.liveStreamUrl;
  if (!match.isLiveStreamAvailable || !url || !/^https?:\/\//i.test(url)) return null;
  if (match.status === 'live') return { kind: 'watchLive', url };
  if (match.status === 'scheduled') return { kind: 'preMatch', url };
  return null;
}
