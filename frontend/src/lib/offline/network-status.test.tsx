import { act, render } from '@testing-library/react';
import { jsonResponse, keptAnswer } from '../../../test/canned-fetch';
import { followNetwork, noteRead, useNetworkState } from './network-status';

describe('the network state', () => {
  it('changes only when the date of what is on screen does, not at every read', () => {
    let renders = 0;
    function Shell() {
      renders++;
      return <>{useNetworkState().keptAt}</>;
    }
    const { container } = render(<Shell />);
    act(() => ['/api/teams', '/api/seasons', '/api/matches/today'].forEach(() => noteRead(jsonResponse(200, []))));
    expect(renders).toBe(1);

    act(() => noteRead(keptAnswer(2_000)));
    act(() => noteRead(keptAnswer(3_000)));
    expect([container.textContent, renders]).toEqual(['2000', 2]);
    act(() => noteRead(keptAnswer(1_000)));
    act(() => noteRead(jsonResponse(200, [])));
    expect([container.textContent, renders]).toEqual(['', 4]);
  });
});

/** The shell following the network, the screen showing kept answers, and the network just back. */
function backOnlineShowingKeptAnswers() {
  jest.useFakeTimers();
  const readAgain = jest.fn();
  const stop = followNetwork(readAgain);
  act(() => noteRead(keptAnswer(1_000)));
  act(() => void window.dispatchEvent(new Event('online')));
  return { readAgain, stop };
}

describe('back online', () => {
  afterEach(() => {
    jest.useRealTimers();
    act(() => noteRead(jsonResponse(200, [])));
  });

  it('reads the screens again while their answers are still the kept ones, and stops once one is fresh', () => {
    const { readAgain, stop } = backOnlineShowingKeptAnswers();
    expect(readAgain).toHaveBeenCalledTimes(1);
    // The reads answered from the phone's store again: the screens are read once more.
    act(() => void jest.advanceTimersByTime(2_000));
    expect(readAgain).toHaveBeenCalledTimes(2);
    act(() => noteRead(jsonResponse(200, [])));
    act(() => void jest.advanceTimersByTime(60_000));
    expect(readAgain).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reads nothing again once the phone is offline again, or the shell stops following the network', () => {
    const { readAgain, stop } = backOnlineShowingKeptAnswers();
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void jest.advanceTimersByTime(60_000));
    act(() => void window.dispatchEvent(new Event('online')));
    stop();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(readAgain).toHaveBeenCalledTimes(2);
  });
});
