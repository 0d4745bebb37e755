/**
 * `make`, called once for each key and its result kept: for what costs far more to make than to use, such as
 * Intl's formatters and rules (a chart or a list formats hundreds of numbers and dates with one).
 */
export function madeOncePerKey<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as Value;
  };
}
