import { jsonbDefault } from './jsonb-default';

describe('jsonbDefault', () => {
  it('orders object keys as jsonb stores them: shorter first, equal lengths by their bytes', () => {
    expect(jsonbDefault({ teamSpecific: [], predictions: true, matchResults: true })).toBe(`'{"predictions": true, "matchResults": true, "teamSpecific": []}'`);
  });

  it('writes nested values with the same spacing and doubles quotes for SQL', () => {
    expect(jsonbDefault({ b: [1, { y: null, x: "it's" }], a: 'z' })).toBe(`'{"a": "z", "b": [1, {"x": "it''s", "y": null}]}'`);
  });
});
