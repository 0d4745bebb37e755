import { act, render } from '@testing-library/react';
import { jsonResponse, keptAnswer } from '../../../test/canned-fetch';
import { noteRead, useNetworkState } from './network-status';

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
