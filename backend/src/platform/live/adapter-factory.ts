import type { Namespace } from 'socket.io';
import type { Adapter } from 'socket.io-adapter';

/**
 * How Socket.IO makes a namespace's adapter; the wrappers in this folder each take one and give one whose adapters
 * do a little more. Socket.IO calls it with `new`, so a wrapper is a function (an arrow cannot be called so),
 * which returns the adapter it makes.
 */
export type AdapterFactory<A extends Adapter> = (nsp: Namespace) => A;
