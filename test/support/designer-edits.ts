import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An edit a designer makes to one content file, in YAML text, as they would in an editor. */
export interface DesignerEdit {
  game: string;
  file: string;
  what: string;
  apply(text: string): string;
}

/** `text` with `pattern` replaced; an edit that no longer finds its place says so. */
function replacing(pattern: RegExp, by: (...groups: string[]) => string): (text: string) => string {
  return (text) => {
    if (!pattern.test(text)) throw new Error(`the edit finds no ${pattern} any more: update test/support/designer-edits.ts`);
    return text.replace(pattern, (_all, ...groups: string[]) => by(...groups));
  };
}

const appending = (block: string) => (text: string) => `${text.trimEnd()}\n${block}\n`;
const plusOne = (prefix: string, n: string) => `${prefix}${Number(n) + 1}`;
const retagged = (game: string): DesignerEdit => ({
  game,
  file: 'how-to-play.yaml',
  what: 'a how-to-play line reworded',
  apply: replacing(/^(tagline: )(.*)$/m, (key) => `${key}Reworded by the designer, as taglines are.`),
});

/**
 * Ordinary edits to the shipped content, each valid by itself: a new power and a card
 * carrying it, a renamed card, a card count, a new law, new cards, a how-to-play line, a
 * setup number. Applied to a copy of content/, they must leave it valid and playable; and no
 * rules test may fail because of them (rules tests run on fixtures under test/fixtures/).
 */
export const DESIGNER_EDITS: DesignerEdit[] = [
  {
    game: 'robots',
    file: 'powers.yaml',
    what: 'a new power (Overclock) carried by the 9s',
    apply: (text) =>
      replacing(/\ncarriers:\n/, () => [
        '',
        '  - id: overclock',
        '    name: Overclock',
        '    text: Draw one card from the Robot Factory.',
        '    script:',
        '      - draw: { count: 1 }',
        'carriers:',
        '  - { number: 9, power: overclock }',
        '',
      ].join('\n'))(text),
  },
  {
    game: 'robots',
    file: 'constructs.yaml',
    what: "a Constructed Robot's name and text changed",
    apply: replacing(/(\n {4}name: )([^\n]+)\n( {4}text: )([^\n]+)/, (name, was, text) => `\n${name}${was} Mk II\n${text}Rebuilt from spare parts, twice.`),
  },
  { game: 'robots', file: 'deck.yaml', what: 'two more wild robots', apply: replacing(/(wilds:\n {2}count: )(\d+)/, (key, n) => `${key}${Number(n) + 2}`) },
  { game: 'robots', file: 'rules.yaml', what: 'a bigger starting hand', apply: replacing(/^(handSize: )(\d+)/m, plusOne) },
  // The summary gives the power numbers, so validate asks for it to follow the new power on the 9s.
  {
    game: 'robots',
    file: 'how-to-play.yaml',
    what: 'the summary follows the powers (9 to 14)',
    apply: (text) => replacing(/(Discard a )\d+( to)/, (a, b) => `${a}9${b}`)(replacing(/(Powers \()\d+( to)/, (a, b) => `${a}9${b}`)(text)),
  },
  retagged('robots'),
  {
    game: 'three-laws',
    file: 'laws.yaml',
    what: 'a new Law Card',
    apply: appending(
      ['  - id: echo-protocol', '    name: Echo Protocol', '    text: Every answer ends with an exclamation mark.', '    check: { acts: [answer], text: [{ endsWith: "!" }] }'].join('\n'),
    ),
  },
  retagged('three-laws'),
  {
    game: 'bias-effect',
    file: 'algorithms.yaml',
    what: 'a new Algorithm card',
    apply: appending(
      ['  - id: spare-cycles', '    name: Spare Cycles', '    text: Gain 2 chips.', '    value: 3', '    copies: 2', '    script:', '      - gain-chips: { players: owner, amount: 2 }'].join('\n'),
    ),
  },
  retagged('bias-effect'),
  {
    game: 'evil-robots',
    file: 'robots.yaml',
    what: 'a new Robot Card in each deck',
    apply: appending(
      ['left', 'right']
        .map((deck) =>
          [
            `  - id: tin-${deck}`,
            `    name: Tin Soldier (${deck})`,
            `    deck: ${deck}`,
            '    type: immediate',
            '    cost: 1',
            "    text: Look at another player's hidden coin.",
            '    about: A clockwork toy soldier, wound with a key, that marches until it falls over.',
            '    script:',
            '      - choose-coin: { as: target, prompt: "Whose hidden coin do you look at?", among: opponent, extra: false }',
            '      - peek-coin: { player: $target }',
          ].join('\n'),
        )
        .join('\n'),
    ),
  },
  retagged('evil-robots'),
  retagged('are-you-a-robot'),
  { game: 'are-you-a-robot', file: 'modes.yaml', what: 'a mode seats one more player', apply: replacing(/(players: \{ min: 2, max: )(\d+)/, plusOne) },
  { game: 'are-you-a-robot', file: 'how-to-play.yaml', what: "the summary follows that mode's range", apply: replacing(/(\(2–)(\d+)( players\))/, (from, n, rest) => `${from}${Number(n) + 1}${rest}`) },
  retagged('crazy-eights'),
];

/** Applies every edit of `games` (all by default) to the content root `root`, in place. */
export function applyDesignerEdits(root: string, games?: readonly string[]): DesignerEdit[] {
  const chosen = DESIGNER_EDITS.filter((e) => !games || games.includes(e.game));
  for (const edit of chosen) {
    const path = join(root, edit.game, edit.file);
    writeFileSync(path, edit.apply(readFileSync(path, 'utf8')));
  }
  return chosen;
}
