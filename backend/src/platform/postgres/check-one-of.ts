/** A CHECK's expression that `column` holds one of `values`: the schema's list is the contracts' own. */
export const oneOf = (column: string, values: readonly string[]): string => `${column} IN (${values.map((value) => `'${value}'`).join(', ')})`;
