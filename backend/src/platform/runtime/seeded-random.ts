/**
 * A small seeded pseudo-random generator (mulberry32) for the seed and the simulator: the same label gives the same
 * sequence, so the generated season is reproducible. Not for anything secret.
 */
export class SeededRandom {
  private state: number;

  /** Each concern (schedule, squads, scores…) takes its own label, so changing one leaves the others alone. */
  constructor(label: string) {
    this.state = hashLabel(label);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** One item, each as likely as its weight; weights of zero are never picked unless all are zero. */
  weightedPick<T>(items: readonly T[], weight: (item: T) => number): T {
    const weights = items.map(weight);
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total <= 0) return this.pick(items);
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i];
      if (target < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** `count` distinct items drawn one by one by weight. */
  weightedSample<T>(items: readonly T[], count: number, weight: (item: T) => number): T[] {
    const left = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && left.length > 0) {
      const item = this.weightedPick(left, weight);
      chosen.push(item);
      left.splice(left.indexOf(item), 1);
    }
    return chosen;
  }

  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /** `count` distinct items, each equally likely, in random order (a partial Fisher-Yates shuffle). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** A Poisson-distributed count (Knuth's method; fine for the small means of football scores). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count++;
      product *= this.next();
    }
    return count;
  }
}

/** FNV-1a: turns a label into a 32-bit seed. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
