import { InitialSchema1795341416449 } from './1795341416449-InitialSchema';
import { Accounts1795341885174 } from './1795341885174-Accounts';

/** Applied in this order; each file is written by `typeorm migration:generate` and reviewed. */
export const MIGRATIONS = [InitialSchema1795341416449, Accounts1795341885174];
