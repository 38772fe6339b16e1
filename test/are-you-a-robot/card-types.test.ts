import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { modeOf } from '../../games/are-you-a-robot/modes.ts';
import { checkZap } from '../../games/are-you-a-robot/rules/index.ts';
import { buildDeck, teamsOf } from '../../games/are-you-a-robot/rules/deal.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import type { AyarGameover, AyarState } from '../../games/are-you-a-robot/state.ts';
import { playGame, prepareGame, statesOfRecord } from '../../games/kit/simulate/play-game.ts';
import { fixture, MEDIC, SLEEPER } from './fixture-content.ts';
import { gameWith, prepared, table } from './support.ts';

const mode = (id: string) => modeOf(fixture, id);
const count = (cards: string[], id: string) => cards.filter((c) => c === id).length;
/** The Sleeper (the conversion's card) goes to the k-th Human of a conversion. */
const addedTo = (k: number) => <T>(items: T[]): T[] => {
  const out = items.slice(0, -1);
  out.splice(k, 0, items[items.length - 1]);
  return out;
};
const env = (k: number) => ({ shuffle: addedTo(k), teamOf: teamsOf(fixture) });

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const bots = prepareGame(areYouARobot, fixture);

/** One game of the simulator's random bots, and every state it passed through, replayed on the reducer. */
function botGame(modeId: string, n: number, seed: string, maxMoves: number) {
  const record = playGame(bots, { numPlayers: n, setupData: { mode: modeId }, seed, maxMoves });
  return { record, states: statesOfRecord(bots, record) as State<AyarState>[] };
}

describe('card kinds that exist only in YAML', () => {
  it('the Medic and the Sleeper are in the fixture YAML alone, nowhere in the code or the shipped content', () => {
    expect(fixture.cards.cards.map((c) => c.id)).toEqual(expect.arrayContaining([MEDIC, SLEEPER]));
    for (const file of [...filesUnder('games'), ...filesUnder('ui'), ...filesUnder('content'), ...filesUnder('schemas')]) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(MEDIC);
      expect(text, file).not.toContain(SLEEPER);
    }
  });

  it('each mode deals the card kinds its deck names, as many as perPlayer × players + extra', () => {
    expect(buildDeck(mode('basic'), 3).sort()).toEqual([MEDIC, SLEEPER, 'human'].sort());
    for (const n of [2, 3, 4]) {
      const deck = buildDeck(mode('schrodinger'), n);
      expect([count(deck, 'human'), count(deck, MEDIC), count(deck, 'robot')]).toEqual([n - 1, 1, 1]);
    }
    for (const n of [5, 10]) {
      const deck = buildDeck(mode('extended'), n);
      expect([count(deck, 'human'), count(deck, MEDIC), count(deck, 'robot'), count(deck, SLEEPER)]).toEqual([n - 1, 1, 1, 0]);
    }
  });

  it('the engine deals the new kinds to seats, each seat playing for its card’s team', () => {
    const game = areYouARobot.createGame(fixture);
    const holders = new Set<string>();
    for (let s = 0; s < 12; s++) {
      const { G } = InitializeGame({ game: { ...game, seed: `deal-${s}` }, numPlayers: 3, setupData: { mode: 'basic' } }) as State<AyarState>;
      expect(Object.values(G.cards).sort()).toEqual([MEDIC, SLEEPER, 'human'].sort());
      for (const p of G.players) expect(G.roles[p]).toBe(fixture.cards.cards.find((c) => c.id === G.cards[p])!.team);
      expect(G.robotCardsDealt).toBe(1);
      holders.add(G.players.find((p) => G.cards[p] === MEDIC)!);
    }
    // The seed decides who holds the Medic, as it would any card.
    expect(holders.size).toBeGreaterThan(1);
  });
});

describe('new card kinds through the moves', () => {
  it('a Medic shoots like any Human; a Sleeper, like any Robot, cannot, and only it learns why', () => {
    const t = table(gameWith(prepared('basic', [SLEEPER, MEDIC, 'human'], [], fixture), fixture), 3);
    expect(checkZap(t.master().G, mode('basic'), '0', '1')?.code).toBe('robots-cannot-shoot');
    t.players[1].moves.zap('0');
    const over = t.gameover()!;
    expect(over).toMatchObject({ outcome: 'humans', reason: 'last-robot-zapped', winners: ['1', '2'] });
    expect(over.cards).toEqual({ 0: SLEEPER, 1: MEDIC, 2: 'human' });
    expect(t.master().G.events[0]).toEqual({ kind: 'zap', shooter: '1', victim: '0', victimTeam: 'robot', victimCard: SLEEPER });
    t.stop();
  });

  it('a Medic zapped in Basic is a Human zapped: the Sleeper wins', () => {
    const t = table(gameWith(prepared('basic', ['human', MEDIC, SLEEPER], [], fixture), fixture), 3);
    t.players[0].moves.zap('1');
    expect(t.gameover()).toMatchObject({ outcome: 'robots', reason: 'human-zapped', winners: ['2'] });
    t.stop();
  });

  it('Schrödinger: a handshake with a Medic among the Humans and the Robot set aside is won by everyone', () => {
    const t = table(gameWith(prepared('schrodinger', [MEDIC, 'human', 'human'], ['robot'], fixture), fixture), 3);
    t.players[0].moves.offerHandshake('2');
    t.players[2].moves.acceptHandshake('0');
    expect(t.gameover()).toMatchObject({ outcome: 'everyone', reason: 'all-human-handshake', setAside: ['robot'] });
    t.stop();
  });

  it('a conversion takes back every kind of Human card and adds the mode’s card, here a Sleeper', () => {
    // Seats 0..4: 1 holds the Medic, 2 the Robot. 0 zaps 3 (a Human): 0 is out; 1, 3 and 4 hand in their cards.
    const start = prepared('extended', ['human', MEDIC, 'robot', 'human', 'human'], ['human'], fixture);
    const { G, gameover } = applyZap(start, mode('extended'), '0', '3', env(1));
    expect(gameover).toBeUndefined();
    // Handed in: the Medic (1), two Humans (3, 4), then the Sleeper, dealt to the second Human in seat order.
    expect(G.cards).toEqual({ 0: 'human', 1: MEDIC, 2: 'robot', 3: SLEEPER, 4: 'human' });
    expect(G.roles).toEqual({ 0: 'human', 1: 'human', 2: 'robot', 3: 'robot', 4: 'human' });
    expect(G.setAside).toEqual(['human', 'human']);
    expect(G.robotCardsDealt).toBe(2);
    expect(G.conversions).toEqual([{ number: 1, witnesses: ['2'], converted: '3' }]);
    // The Robot in the game learns the new Robot's team, not which Robot card it holds.
    expect(viewFor(G, '2').roles).toMatchObject({ 3: 'robot' });
    expect(viewFor(G, '2').cards).toEqual({ 2: 'robot' });
    // The victim's card was shown when it was hit, but it has been dealt again since.
    expect(viewFor(G, null).cards).toEqual({});
    expect(areYouARobot.invariants(G, { activePlayers: { 1: null, 2: null, 3: null, 4: null } } as any, fixture)).toEqual([]);
  });

  it('a Sleeper dealt by a conversion may declare the revolution, and wins it with one Human left', () => {
    const start = prepared('extended', ['human', MEDIC, 'robot', 'human', 'human'], ['human'], fixture);
    const converted = applyZap(start, mode('extended'), '0', '3', env(1)).G;
    const G = { ...converted, eliminated: [...converted.eliminated, '2', '4'] };
    const t = table(gameWith(G, fixture), 5);
    t.players[3].moves.declareRevolution();
    expect(t.gameover()).toMatchObject({ outcome: 'robots', reason: 'revolution', winners: ['3'] });
    expect(t.gameover()!.cards[3]).toBe(SLEEPER);
    t.stop();
  });
});

describe('new card kinds and hidden information', () => {
  it('each seat receives its own card kind and no other; the spectator none; a zap shows the victim’s card, the shooter’s team only', () => {
    const t = table(gameWith(prepared('extended', ['human', MEDIC, 'robot', 'human', 'human', 'human'], ['human'], fixture), fixture), 6);
    expect([0, 1, 2, null].map((seat) => t.view(seat).cards)).toEqual([{ 0: 'human' }, { 1: MEDIC }, { 2: 'robot' }, {}]);
    expect(JSON.stringify(t.view(0))).not.toContain(MEDIC);
    expect(JSON.stringify(t.view(null))).not.toMatch(new RegExp(`${MEDIC}|"robot"`));
    t.players[1].moves.zap('2');
    expect(t.view(null).cards).toEqual({ 2: 'robot' });
    expect(t.view(null).roles).toEqual({ 1: 'human', 2: 'robot' });
    expect(JSON.stringify(t.view(3))).not.toContain(MEDIC);
    t.stop();
  });

  it('over random games, a view names no card kind but the viewer’s own and those shown face up', () => {
    let views = 0;
    for (const [modeId, n] of [['schrodinger', 4], ['extended', 7]] as const) {
      for (let s = 0; s < 6; s++) {
        const seed = `fixture-view-${modeId}-${s}`;
        for (const { G } of botGame(modeId, n, seed, 80).states) {
          for (const viewer of [...G.players, null]) {
            const shown = G.events.flatMap((e) => (e.kind === 'zap' ? [e.victimCard] : []));
            const seen = new Set([...(viewer === null ? [] : [G.cards[viewer]]), ...shown]);
            const sent = JSON.stringify(viewFor(G, viewer));
            // Only the new kinds can be told apart from a team's name in what is sent.
            for (const kind of [MEDIC, SLEEPER].filter((id) => !seen.has(id))) expect(sent, `${seed} ${viewer}`).not.toContain(`"${kind}"`);
            views++;
          }
        }
      }
    }
    expect(views).toBeGreaterThan(200);
  });
});

describe('bots play the new card kinds', () => {
  it('the random bots finish every game with the fixture cards, invariants whole, and holders of the new kinds act', () => {
    const acted = new Set<string>();
    for (const [modeId, n] of [['basic', 3], ['schrodinger', 3], ['extended', 6], ['extended', 9]] as const) {
      for (let s = 0; s < 20; s++) {
        const { record, states } = botGame(modeId, n, `fixture-bots-${modeId}-${n}-${s}`, 400);
        expect(record.failure, `${modeId} ${n} ${s}`).toBeUndefined();
        expect(record.gameover).toBeDefined();
        record.moves.forEach((move, i) => acted.add(`${states[i].G.cards[move.playerID]}:${move.move}`));
      }
    }
    expect([...acted]).toEqual(expect.arrayContaining([`${MEDIC}:zap`, `${MEDIC}:offerHandshake`, `${SLEEPER}:declareRevolution`]));
  });
});
