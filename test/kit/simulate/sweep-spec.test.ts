import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { setYamlField } from '../../../games/kit/content/set-yaml-field.ts';
import { parseSweep } from '../../../games/kit/simulate/sweep-spec.ts';

const MODES = readFileSync('test/fixtures/are-you-a-robot/good/are-you-a-robot/modes.yaml', 'utf8');
const RULES = readFileSync('test/fixtures/evil-robots/good/evil-robots/rules.yaml', 'utf8');
const set = (text: string, spec: string, value: unknown = parseSweep(spec).values[0]) => setYamlField(text, 'f.yaml', parseSweep(spec).steps, value as string);
const changedLines = (a: string, b: string) => a.split('\n').map((line, i) => (line === b.split('\n')[i] ? -1 : i + 1)).filter((i) => i > 0);

describe('--sweep FILE:PATH=V1,V2', () => {
  it('reads numbers, booleans and strings as YAML does, a quoted value with its comma, and a path by key, index and field', () => {
    const spec = parseSweep('deck.yaml:cards[id=crypto-miner].copies[0]=1,2.5,true,basic,"5","a, b"');
    expect(spec.file).toBe('deck.yaml');
    expect(spec.steps).toEqual([{ key: 'cards' }, { match: { key: 'id', value: 'crypto-miner' } }, { key: 'copies' }, { index: 0 }]);
    expect(spec.values).toEqual([1, 2.5, true, 'basic', '5', 'a, b']);
  });

  it.each([
    ['rules.yaml:__proto__.polluted=1', /'__proto__' is not a field of content/],
    ['rules.yaml:table[constructor=x].a=1', /'constructor' is not a field of content/],
    ['rules.yaml:a.prototype=1', /'prototype' is not a field of content/],
    ['../rules.yaml:a=1', /not a YAML file of the game's content folder/],
    ['rules.yaml:a=1,,2', /an empty value/],
    ['rules.yaml:a=1,1', /a value is given twice/],
    ['rules.yaml:a={x: 1}', /'{x: 1}' is not a number, string or boolean/],
    ['rules.yaml:a=[1,2]', /'\[1' cannot be read as a YAML value/],
    ['rules.yaml:handSize', /--sweep takes FILE:PATH=V1,V2/],
  ])('refuses %s', (spec, message) => {
    expect(() => parseSweep(spec)).toThrow(message);
  });

  it('changes only the value\'s text: every comment and other line of the file stays', () => {
    const changed = set(MODES, 'f.yaml:modes[id=basic].deck[card=robot].extra=2');
    expect(changed).toMatchObject({ line: 15, col: 16, was: 1 });
    expect(changedLines(MODES, changed.text)).toEqual([15]);
    expect(changed.text.split('\n')[14]).toBe('        extra: 2');
    expect(parse(changed.text).modes[0].deck[1].extra).toBe(2);
  });

  it('writes a value into a flow mapping so that it reads back the same, a string with a comma or a number-like string included', () => {
    for (const value of [7, 'a, b', '5', true, 'x: y']) {
      const changed = set(RULES, 'f.yaml:costs.flipOwn=1', value);
      expect(parse(changed.text).costs.flipOwn).toBe(value);
      expect(parse(changed.text).costs.flipOther).toBe(2);
      expect(changedLines(RULES, changed.text)).toEqual([changed.line]);
    }
  });

  it.each([
    ['f.yaml:modes[id=basik].deck=1', 'f.yaml:modes has no item with id: basik: the ids there are basic, schrodinger, extended (did you mean basic?)'],
    ['f.yaml:modes[0].dek=1', 'f.yaml:modes[0] has no key dek: the keys there are id, name, summary, players, deck, afterHumanShot, handshakes, revolution (did you mean deck?)'],
    ['f.yaml:modes[9].id=1', 'f.yaml:modes has 3 items (0 to 2), no item 9'],
    ['f.yaml:modes[0].deck=1', 'f.yaml:modes[0].deck is a list, not a value: name one field inside it'],
    ['f.yaml:modes.id=1', 'f.yaml:modes is a list, which has no key id'],
  ])('says what exists where %s names nothing', (spec, message) => {
    expect(() => set(MODES, spec)).toThrow(message);
  });
});
