import { describe, expect, it } from 'vitest';
import { locate, parseYamlSource } from '../../../games/kit/content/yaml-source.ts';

const text = [
  'pack:',
  '  name: Colony pack',
  '  contains:',
  '    - card: human',
  '      count: 2',
  'palette: { primary: "#2f6fb3", accent: "#f4d35e" }',
  'flavor:',
  '',
].join('\n');

describe('YAML with positions', () => {
  const source = parseYamlSource(text);

  it('finds a value by path, in block and flow style', () => {
    expect(locate(source, ['pack', 'name'])).toEqual({ line: 2, col: 9 });
    expect(locate(source, ['pack', 'contains', 0, 'count'])).toEqual({ line: 5, col: 14 });
    expect(locate(source, ['palette', 'accent'])).toEqual({ line: 6, col: 40 });
  });

  it('finds the key of a field when asked', () => {
    expect(locate(source, ['pack', 'contains', 0, 'count'], 'key')).toEqual({ line: 5, col: 7 });
  });

  it('points an empty value at its key', () => {
    expect(locate(source, ['flavor'])).toEqual({ line: 7, col: 1 });
  });

  it('points a path that goes nowhere at the deepest value that exists', () => {
    expect(locate(source, ['pack', 'contains', 3, 'card'])).toEqual({ line: 4, col: 5 });
    expect(locate(source, ['pack', 'packsInBox'])).toEqual({ line: 2, col: 3 });
  });

  it('reports syntax errors at their place, in words', () => {
    const broken = parseYamlSource('cards:\n  - id: human\n    name Human\n');
    expect(broken.syntaxErrors).toHaveLength(1);
    expect(broken.syntaxErrors[0]).toMatchObject({ line: 3, col: 5 });
    expect(broken.syntaxErrors[0].message).toMatch(/^this is not valid YAML: /);
  });

  it('reports a field written twice', () => {
    const twice = parseYamlSource('name: a\nname: b\n');
    expect(twice.syntaxErrors[0]).toMatchObject({ line: 2, col: 1 });
    expect(twice.syntaxErrors[0].message).toMatch(/a field is written twice in the same mapping/);
  });
});
