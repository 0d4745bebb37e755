import { create } from 'zustand';

/** 'connecting' until the first connection; after a drop, 'disconnected' until the next one succeeds. */
export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

interface SocketStatusState {
  status: SocketStatus;
}

/**
 * Client state of the one live connection (lib/socket.ts sets it): polling and the live panel's "paused" note
 * follow it. Apart from the connection's code, so that a read that polls while it is down loads without it.
 */
export const useSocketStatusStore = create<SocketStatusState>()(() => ({ status: 'connecting' }));

export const useSocketStatus = (): SocketStatus => useSocketStatusStore((state) => state.status);

/** Pushes cannot arrive (not connected yet, or dropped): lists that matter live must poll instead. */
export const useLivePollingNeeded = (): boolean => useSocketStatusStore((state) => state.status !== 'connected');
