import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DeckLayoutError, rewriteDeckYaml } from '../../../games/kit/decks/rewrite-deck-yaml.ts';

type Entry = Record<string, unknown> & { id: string };

const FILE = `# A deck.
laws:
  # First law.
  - id: quiet
    name: Quiet # a trailing comment
    check: { acts: [question], text: [{ maxWords: 6 }] }
    tags:
      - short
      - calm
    story: |
      Line one.
      Line two.
  - id: loud
    name: Loud
    check: { acts: [answer, give] }
footer: true
`;

const cardsOf = (text: string) => (parse(text) as { laws: Entry[] }).laws;
/** The file's cards with `change` made to copies of them. */
function edited(change: (cards: Entry[]) => void): Entry[] {
  const cards = structuredClone(cardsOf(FILE));
  change(cards);
  return cards;
}

describe('writing a deck back into its YAML text', () => {
  it('changes a word in a [ ] list inside a { } map, and nothing else', () => {
    const out = rewriteDeckYaml(FILE, 'laws', edited((c) => ((c[0].check as { acts: string[] }).acts = ['question', 'answer'])));
    expect(out).toBe(FILE.replace('acts: [question]', 'acts: [question, answer]'));
  });

  it('rewrites a block list of words in place, at its indent', () => {
    const out = rewriteDeckYaml(FILE, 'laws', edited((c) => (c[0].tags = ['short', 'calm', 'kind'])));
    expect(out).toBe(FILE.replace('      - calm\n', '      - calm\n      - kind\n'));
  });

  it('quotes a new value plain YAML would misread, and keeps a trailing comment', () => {
    for (const [value, written] of [
      ['Loud: very', '"Loud: very"'],
      ['#1 law', '"#1 law"'],
      ['true', '"true"'],
      ['Two\nlines', '"Two\\nlines"'],
    ]) {
      const out = rewriteDeckYaml(FILE, 'laws', edited((c) => (c[0].name = value)));
      expect(out).toBe(FILE.replace('name: Quiet # a trailing comment', `name: ${written} # a trailing comment`));
      expect(cardsOf(out)[0].name).toBe(value);
    }
  });

  it('keeps a | block a | block with the new lines', () => {
    const out = rewriteDeckYaml(FILE, 'laws', edited((c) => (c[0].story = 'Line one.\nLine three.\n')));
    expect(out).toBe(FILE.replace('Line two.', 'Line three.'));
  });

  it('adds a field after the card\'s others, and removes one with its lines', () => {
    const out = rewriteDeckYaml(FILE, 'laws', edited((c) => {
      c[1].flavor = 'Shh.';
      delete c[0].tags;
    }));
    expect(out).toBe(FILE.replace('    tags:\n      - short\n      - calm\n', '').replace('    check: { acts: [answer, give] }\n', '    check: { acts: [answer, give] }\n    flavor: Shh.\n'));
  });

  it('writes a new card\'s nested maps in { } where the file\'s first card does', () => {
    const out = rewriteDeckYaml(FILE, 'laws', [...cardsOf(FILE), { id: 'new', name: 'New', check: { acts: ['keep'] } }]);
    expect(out).toBe(FILE.replace('footer: true', '  - id: new\n    name: New\n    check: { acts: [ keep ] }\nfooter: true'));
  });

  it('refuses a list it cannot edit in place, written in [ ]', () => {
    expect(() => rewriteDeckYaml('laws: [{ id: a }]\n', 'laws', [{ id: 'b' }])).toThrow(DeckLayoutError);
  });
});
