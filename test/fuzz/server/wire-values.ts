/**
 * Hostile move arguments as the JSON text a script puts in a socket.io frame. What JSON
 * cannot say (NaN, undefined) arrives as null; what it can say that a client library would not
 * send arrives as written: `-0` parses to -0, `1e999` to Infinity, an own `__proto__` key stays
 * an own key (socket.io's parser uses JSON.parse).
 */
export interface WireValue {
  label: string;
  text: string;
}

const quoted = (s: string): WireValue => ({ label: JSON.stringify(s), text: JSON.stringify(s) });

export const WIRE_VALUES: WireValue[] = [
  quoted('__proto__'),
  quoted('constructor'),
  quoted('toString'),
  quoted('hasOwnProperty'),
  quoted('99'),
  { label: '{"__proto__":{"polluted":"yes"}} (own key)', text: '{"__proto__":{"polluted":"yes"}}' },
  { label: '{"toString":1,"valueOf":1}', text: '{"toString":1,"valueOf":1}' },
  { label: '-0', text: '-0' },
  { label: '1e999 (Infinity once parsed)', text: '1e999' },
  { label: '0.5', text: '0.5' },
  { label: 'null', text: 'null' },
  // Under the server's 4,000-character packet limit (packet-shape-guard.ts), so it reaches the engine.
  { label: 'an array 1,500 deep', text: `${'['.repeat(1_500)}${']'.repeat(1_500)}` },
  // Over the packet limit: refused whole before the engine.
  { label: 'a string of 50,000 characters', text: JSON.stringify('x'.repeat(50_000)) },
  // Over the 100 KB a socket may send at once (connection-guard.ts): the server closes the connection.
  { label: 'a string of 100,000 characters', text: JSON.stringify('x'.repeat(100_000)) },
];

/** A legal argument list as JSON text, with the argument at `index` replaced by a wire value (or one more added at the end). */
export function legalWith(legal: readonly unknown[], index: number, value: WireValue): string {
  const items = legal.map((arg) => JSON.stringify(arg) ?? 'null');
  items[index] = value.text;
  return items.join(',');
}
