// cluster-key-slot (ioredis's own) ships no types; only the slot of one key is used.
declare module 'cluster-key-slot' {
  export default function calculateSlot(key: string): number;
}
