import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { deckOf } from '../../games/robots/cards.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { robots } from '../../games/robots/index.ts';
import type { Spread } from '../../games/robots/state.ts';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { HandPanel } from '../../ui/boards/robots/hand-panel.tsx';
import { HeapPanel } from '../../ui/boards/robots/heap-panel.tsx';
import { SpreadView } from '../../ui/boards/robots/spread-view.tsx';
import { copyContentRoot } from '../support/content-copy.ts';
import { FIXTURE_ROOTS, fixtureContent } from '../support/fixture-games.ts';

// The ui tests run without a DOM (vitest.config.ts): the table's parts are rendered to markup and read.
const fixture = fixtureContent<RobotsContent>('robots');

/** The fixture content with its card-faces.yaml edited as an artist would, loaded as the server loads it. */
function restyled(edit: (yaml: string) => string): RobotsContent {
  const root = copyContentRoot(FIXTURE_ROOTS.robots, ['robots']);
  const file = join(root, 'robots', 'card-faces.yaml');
  const yaml = readFileSync(file, 'utf8');
  expect(edit(yaml)).not.toBe(yaml);
  writeFileSync(file, edit(yaml));
  const { games, errors } = loadGames(root, [robots]);
  expect(errors).toEqual([]);
  return games[0].content as RobotsContent;
}

const HAND = ['red-9', 'blue-star', 'wild-2', 'gray-12'];
const hand = (content: RobotsContent) =>
  renderToStaticMarkup(<HandPanel content={content} hand={HAND} info={(id) => cardInfo(content, 'classic', id)} colours={deckOf(content).colours} selected={[]} onToggle={() => {}} onClear={() => {}} mustPlay={null} takenThisTurn={[]} playable={[]} />);
const RUN: Spread = { id: 's1', owner: '0', kind: 'run', colour: 'red', rank: null, constructed: null, cards: [{ card: 'red-7', by: '0', as: 7 }, { card: 'wild-1', by: '0', as: 8 }, { card: 'red-9', by: '0', as: 9 }] } as Spread;
const spread = (content: RobotsContent) => renderToStaticMarkup(<SpreadView spread={RUN} content={content} info={(id) => cardInfo(content, 'classic', id)} names={{ 0: 'Ada' }} marks={{}} />);
const heap = (content: RobotsContent) =>
  renderToStaticMarkup(<HeapPanel content={content} factorySize={40} heap={['green-3', 'purple-12']} info={(id) => cardInfo(content, 'classic', id)} title="ROBOTS!" takeFrom={undefined} takeable={[]} onDraw={() => {}} onExplain={() => {}} />);
/** Each deck card's face in a markup: its id, the view it was drawn in and its label. */
const faces = (markup: string) => [...markup.matchAll(/data-template="deck" data-card="([^"]+)" data-view="([^"]+)" aria-label="([^"]*)"/g)].map((m) => ({ id: m[1], view: m[2], label: m[3] }));

describe("ROBOTS!' deck cards at the table, drawn from card-faces.yaml", () => {
  it('draws the hand, a spread and the Scrap Heap from the template, in the table views, named for screen readers', () => {
    expect(faces(hand(fixture))).toEqual([
      { id: 'red-9', view: 'mini', label: 'Red 9' },
      { id: 'blue-star', view: 'mini', label: 'Blue Star' },
      { id: 'wild-2', view: 'mini', label: 'Wild Robot' },
      { id: 'gray-12', view: 'mini', label: 'Gray 12, power: Recycle' },
    ]);
    // In a run a wild says what it stands for; a number stands for itself.
    expect(faces(spread(fixture))).toEqual([
      { id: 'red-7', view: 'micro', label: 'Red 7' },
      { id: 'wild-1', view: 'micro', label: 'Wild Robot, standing for 8' },
      { id: 'red-9', view: 'micro', label: 'Red 9' },
    ]);
    expect(faces(heap(fixture)).map((f) => `${f.id}:${f.view}`)).toEqual(['green-3:micro', 'purple-12:micro']);
  });

  it("shows an artist's change to the template at the table: a colour and a word", () => {
    const paper = '#0b7a75';
    const content = restyled((yaml) => yaml.replace('- { box: card, shape: rect, fill: "#fffdf6" }', `- { box: card, shape: rect, fill: "${paper}" }`).replace('label: "{spoken}"', 'label: "Robot card {spoken}"'));
    for (const markup of [hand(content), spread(content), heap(content)]) {
      const drawn = faces(markup);
      expect(drawn.length).toBeGreaterThan(0);
      for (const face of drawn) expect(face.label).toMatch(/^Robot card /);
      expect(markup.match(new RegExp(`background:${paper}`, 'g'))).toHaveLength(drawn.length);
    }
    expect(hand(fixture)).not.toContain(paper);
  });

  it("follows a change to one table view alone: the spread's micro index moves, the hand's mini one stays", () => {
    const content = restyled((yaml) => yaml.replace('- box: [1.78, 2.54, 21.84, 51.32]', '- box: [12.7, 2.54, 21.84, 51.32]'));
    const left = (markup: string) => /style="left:([\d.]+)%[^"]*" aria-hidden="true" data-drawing="robots-index"/.exec(markup)?.[1];
    expect(left(spread(content))).toBe('20');
    expect(left(spread(fixture))).toBe(left(hand(content)));
    expect(left(hand(content))).toBe(left(hand(fixture)));
  });
});
