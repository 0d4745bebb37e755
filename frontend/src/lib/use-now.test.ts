import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-05-24T16:00:00.000Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('ticks every period while running', () => {
    const { result } = renderHook(() => useNow(10_000));
    expect(result.current.toISOString()).toBe('2025-05-24T16:00:00.000Z');
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.toISOString()).toBe('2025-05-24T16:00:10.000Z');
  });

  it('stands still while stopped, and reads the time at once when it starts', () => {
    const { result, rerender } = renderHook(({ running }) => useNow(10_000, running), { initialProps: { running: false } });
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(result.current.toISOString()).toBe('2025-05-24T16:00:00.000Z');

    rerender({ running: true });
    expect(result.current.toISOString()).toBe('2025-05-24T17:00:00.000Z');
  });
});
