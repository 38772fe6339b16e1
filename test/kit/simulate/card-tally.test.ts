import { describe, expect, it } from 'vitest';
import { cardAbilities } from '../../../games/kit/cards/card-abilities.ts';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { CardCounts, type CardDesign } from '../../../games/kit/simulate/card-tally.ts';
import { formatReportText } from '../../../games/kit/simulate/format-report.ts';
import { prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { runSimulation } from '../../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../../games/kit/simulate/seeds.ts';
import { evilRobots } from '../../../games/evil-robots/index.ts';
import { robots } from '../../../games/robots/index.ts';

describe('cardAbilities: what a card can do, read from its entry', () => {
  it('runs a script only with steps, changes a rule only with modifiers', () => {
    expect(cardAbilities({ script: [{ draw: {} }], modifiers: [] })).toEqual({ runsScript: true, changesRules: false });
    expect(cardAbilities({ script: [], modifiers: [{ question: 'action-cost' }] })).toEqual({ runsScript: false, changesRules: true });
    expect(cardAbilities({})).toEqual({ runsScript: false, changesRules: false });
  });
});

describe('CardCounts: per design and per copy', () => {
  // Setup 0 deals 1 "solo", 3 "trio" and no "ghost"; setup 1 deals 1 "solo" and 2 "trio". "mute" can do nothing.
  const bySetup: CardDesign[][] = [
    [{ id: 'solo', copies: 1, can: ['fired'] }, { id: 'trio', copies: 3, can: ['fired', 'changed a rule'] }, { id: 'mute', copies: 2, can: [] }, { id: 'ghost', copies: 0, can: ['fired'] }],
    [{ id: 'solo', copies: 1, can: ['fired'] }, { id: 'trio', copies: 2, can: ['fired', 'changed a rule'] }, { id: 'mute', copies: 2, can: [] }, { id: 'ghost', copies: 0, can: ['fired'] }],
  ];
  const counts = new CardCounts({ title: 'Cards', counters: ['fired', 'changed a rule'], designs: (_content, setup) => bySetup[Number(setup.n)] }, null, [{ n: '0' }, { n: '1' }], 3);
  for (const setup of [0, 0, 1, 1]) counts.add(setup);
  const row = (label: string, total: number, games: number, sumSquares = total) => ({ label, total, perGame: total / 4, games, sumSquares });
  const { cards, rest } = counts.table([
    row('rounds', 20, 4),
    row('fired: solo', 4, 3, 6), // 2, 1, 1 and 0 a game
    row('changed a rule: solo', 0, 0),
    row('fired: trio', 12, 4, 36), // 3 every game
    row('changed a rule: trio', 0, 0),
    row('fired: mute', 0, 0),
    row('fired: ghost', 0, 0),
  ]);

  it('divides by the copies dealt in each game, so a 1-copy and a 3-copy design compare fairly', () => {
    expect(cards.rows.find((r) => r.id === 'solo')).toEqual({ id: 'solo', copies: [1], gamesInPlay: 4, figures: [{ counter: 'fired', total: 4, perGame: 1, perCopy: 1, games: 3, sd: Math.sqrt(2 / 3) }] });
    const trio = cards.rows.find((r) => r.id === 'trio')!;
    expect(trio.copies).toEqual([2, 3]);
    expect(trio.figures[0]).toEqual({ counter: 'fired', total: 12, perGame: 3, perCopy: 12 / 10, games: 4, sd: 0 });
  });

  it('lists only what a design can do: nothing for a design that can do nothing, no rule changes for one without modifiers', () => {
    expect(cards.rows.map((r) => r.id)).toEqual(['solo', 'trio']);
    expect(cards.rows[0].figures.map((f) => f.counter)).toEqual(['fired']);
    expect(cards.rows[1].figures.map((f) => f.counter)).toEqual(['fired', 'changed a rule']);
    expect(cards.absent).toEqual(['ghost']);
  });

  it('takes every card counter out of the tally, those a design cannot move too', () => {
    expect(rest.map((r) => r.label)).toEqual(['rounds']);
  });
});

describe('CardCounts: cards added during a game, and setups that let a design do different things', () => {
  // "late" is dealt in neither setup: only the game's own `added: late` count puts it in play. "both" may fire only in setup 1.
  const bySetup: CardDesign[][] = [
    [{ id: 'late', copies: 0, can: ['fired'] }, { id: 'both', copies: 1, can: [] }],
    [{ id: 'late', copies: 0, can: ['fired'] }, { id: 'both', copies: 1, can: ['fired'] }],
  ];
  const counts = new CardCounts({ title: 'Cards', counters: ['fired'], added: 'added', designs: (_content, setup) => bySetup[Number(setup.n)] }, null, [{ n: '0' }, { n: '1' }], 3);
  counts.add(0, { 'added: late': 2 });
  counts.add(1, {});
  counts.add(0, { 'added: late': 1 });
  const { cards, rest } = counts.table([
    { label: 'fired: late', total: 3, perGame: 1, games: 2, sumSquares: 5 },
    { label: 'added: late', total: 3, perGame: 1, games: 2, sumSquares: 5 },
    { label: 'fired: both', total: 1, perGame: 1 / 3, games: 1, sumSquares: 1 },
  ]);

  it("counts a game's added cards as that game's copies, and gives the added counter no line", () => {
    const late = cards.rows.find((r) => r.id === 'late')!;
    expect(late.copies).toEqual([1, 2]);
    expect(late.gamesInPlay).toBe(2);
    expect(late.figures).toEqual([expect.objectContaining({ counter: 'fired', total: 3, perGame: 1.5, perCopy: 1 })]);
    expect(rest).toEqual([]);
  });

  it('lists what a design can do in any setup played, not only the first', () => {
    expect(cards.rows.find((r) => r.id === 'both')!.figures.map((f) => f.counter)).toEqual(['fired']);
  });
});

describe('Evil Robots per card, on fixture content', () => {
  const loaded = loadGames('test/fixtures/evil-robots/good', [evilRobots]).games[0];
  const robots = (loaded.content as { robots: { robots: { id: string; modifiers?: unknown[] }[] } }).robots.robots;
  const report = runSimulation({ prepared: prepareGame(evilRobots, loaded.content), numPlayers: 3, setups: [{}], seeds: gameSeeds('cards', 3), runSeed: 'cards' });

  it('a Robot Card without modifiers is counted as revealed only, never as "never changed a rule"', () => {
    expect(report.failure).toBeUndefined();
    const plain = robots.find((r) => !r.modifiers?.length)!;
    const ruling = robots.find((r) => r.modifiers?.length)!;
    const row = (id: string) => report.cards!.rows.find((r) => r.id === id)!;
    expect(row(plain.id).figures.map((f) => f.counter)).toEqual(['revealed']);
    expect(row(ruling.id).figures.map((f) => f.counter)).toEqual(['revealed', 'changed a rule']);
    expect(row(plain.id).copies).toEqual([1]);
    expect(report.tally!.rows.filter((r) => /^(revealed|changed a rule): /.test(r.label))).toEqual([]);

    const text = formatReportText(report);
    expect(text).toContain('Robot Cards (per copy = per game divided by the copies in the game');
    expect(text).not.toMatch(new RegExp(`changed a rule: ${plain.id}`));
    expect(text).toMatch(new RegExp(`\\n    ${ruling.id} +1  revealed .*\\n +changed a rule `));
  });

  it('shows the same table in the balance report', async () => {
    const { renderReportHtml } = await import('../../../games/kit/simulate/report-html/render-report.ts');
    const page = renderReportHtml(report);
    const section = page.slice(page.indexOf('<section id="cards">'), page.indexOf('</section>', page.indexOf('<section id="cards">')));
    expect(section).toContain('<h2>Robot Cards</h2>');
    expect(section).toContain('<th scope="col">per copy</th>');
    const plain = robots.find((r) => !r.modifiers?.length)!;
    expect(section).toContain(`<td>${plain.id}</td><td>1</td><td>revealed</td>`);
    expect(section).not.toMatch(new RegExp(`<td>${plain.id}</td><td>1</td><td>changed a rule</td>`));
    expect(section.match(/<td>changed a rule<\/td>/g)?.length).toBe(robots.filter((r) => r.modifiers?.length).length);
  });
});

describe('ROBOTS! powers per copy', () => {
  it("counts as copies the cards that carry each power in the variant: a number's five, or the stars that arm one", () => {
    const content = loadGames('test/fixtures/robots/good', [robots]).games[0].content as never;
    const copies = (variant: string) => Object.fromEntries(robots.cardTally!.designs(content, { variant }, 3).map((d) => [d.id, d.copies]));
    expect(copies('classic')).toEqual({ 'extra-parts': 5, 'tractor-beam': 5, recycle: 5, 'force-field': 5, 'freakin-laser-beam': 5, singularity: 0 });
    expect(copies('singularity').singularity).toBe(5);
  });
});
