import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { onWriteEvent, queuedWrites, type QueuedWrite, type QueuedWriteOf, type WriteKind } from './offline/write-queue';

interface WaitingWritesState {
  /** The fan's writes kept on the phone until they can be sent, oldest first. */
  writes: QueuedWrite[];
}

/** The write queue as the screens show it: a mirror of what waits in IndexedDB (lib/offline/write-queue.ts). */
export const useWaitingWritesStore = create<WaitingWritesState>()(() => ({ writes: [] }));

/** Reads the queue again: at start, and when the app shell begins following it (events it missed meanwhile). */
export async function reloadWaitingWrites(): Promise<void> {
  try {
    useWaitingWritesStore.setState({ writes: await queuedWrites() });
  } catch {
    // No IndexedDB here (an old browser's private window): nothing was kept, so nothing waits.
  }
}

/** A sent or refused write leaves the screens once the app shell has put what became of it in their data. */
export function forgetWaitingWrite(key: string): void {
  useWaitingWritesStore.setState(({ writes }) => ({ writes: writes.filter((write) => write.key !== key) }));
}

// Writes queued or dropped, here or in another tab, show at once. What became of a sent one is the app shell's to
// apply (forgetWaitingWrite), after the screens' data holds the answer: a card never flashes its form in between.
onWriteEvent((event) => {
  if (event.type === 'queued') {
    useWaitingWritesStore.setState(({ writes }) => ({ writes: [...writes.filter((write) => write.key !== event.write.key), event.write] }));
  } else if (event.type === 'dropped') {
    useWaitingWritesStore.setState(({ writes }) => ({ writes: writes.filter((write) => !event.keys.includes(write.key)) }));
  }
});
void reloadWaitingWrites();

const isKind =
  <Kind extends WriteKind>(kind: Kind) =>
  (write: QueuedWrite): write is QueuedWriteOf<Kind> =>
    write.kind === kind;

/** The fan's prediction for this match waiting to be sent, if there is one. */
export const useWaitingPrediction = (matchId: number): QueuedWriteOf<'prediction'> | undefined =>
  useWaitingWritesStore(({ writes }) => writes.filter(isKind('prediction')).find((write) => write.body.matchId === matchId));

/** The fan's squad for this round waiting to be sent, if there is one. */
export const useWaitingSquad = (week: number): QueuedWriteOf<'squad'> | undefined =>
  useWaitingWritesStore(({ writes }) => writes.filter(isKind('squad')).find((write) => write.body.week === week));

/** The fan's comments on this article waiting to be sent, oldest first. */
export const useWaitingComments = (articleId: number): QueuedWriteOf<'comment'>[] =>
  useWaitingWritesStore(useShallow(({ writes }) => writes.filter(isKind('comment')).filter((write) => write.articleId === articleId)));
