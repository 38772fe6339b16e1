import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../../games/kit/card-game/build-deck.ts';
import { cardGameVocabulary, cardScriptEngine } from '../../../games/kit/card-game/card-scripts.ts';
import { legalActions, type CardMove } from '../../../games/kit/card-game/card-moves.ts';
import { defineCardGame } from '../../../games/kit/card-game/define-card-game.ts';
import { cardsIn, moveCards } from '../../../games/kit/card-game/table-ops.ts';
import type { CardTableState } from '../../../games/kit/card-game/table-state.ts';
import { initialScriptState, type ScriptHost } from '../../../games/kit/script/index.ts';
import { arg } from '../../../games/kit/rules/move-args.ts';
import { TOY_TABLE } from '../../fixtures/card-game/toy-table.ts';

/** A card game whose every card, once played, makes its player name a suit (a script's decision), then ends the turn. */
type State = CardTableState & ScriptHost & { named: string | null };

const vocabulary = cardGameVocabulary<State>({
  game: 'toy-decisions',
  zones: { draw: { kind: 'shared', description: 'The stock.' }, discard: { kind: 'shared', description: 'The discard pile.' }, hand: { kind: 'player', description: 'A hand.' } },
  defaults: { draw: 'draw', discard: 'discard', hand: 'hand' },
  lists: { suits: "The deck's suits." },
});
const engine = cardScriptEngine(vocabulary, TOY_TABLE, buildDeck(TOY_TABLE.deck));
const NAME_A_SUIT = [{ 'choose-option': { from: 'suits', as: 'suit', prompt: 'Name a suit' } }];

const moves: Record<string, CardMove<State>> = {
  play: {
    label: 'Play a card',
    args: [arg.card<State>('card', 'hand', ({ G, playerID }) => cardsIn(G, `hand:${playerID}`))],
    check: () => undefined,
    apply: ({ G, seat, runScript }, card: string) => {
      moveCards(G, `hand:${seat}`, 'discard', [card]);
      runScript({ script: NAME_A_SUIT, owner: seat, self: card });
      return 'end-turn';
    },
  },
};

const game = defineCardGame<State>({ name: 'toy-decisions', table: TOY_TABLE, setup: (table) => ({ ...table, scripts: initialScriptState(), named: null }), moves, scripts: engine, endIf: () => undefined });

describe('a card script that asks a decision inside a card move', () => {
  it('waits for the decider\'s answer before the turn ends; meanwhile only the answers are legal and other moves are refused', () => {
    const client = Client({ game: { ...game, seed: 'decide' }, numPlayers: 2, playerID: '0' });
    client.start();
    const card = client.getState()!.G.zones['hand:0'][0];
    client.moves.play(card);
    const waiting = client.getState()!;
    expect(waiting.ctx.currentPlayer).toBe('0');
    expect(waiting.ctx.activePlayers).toEqual({ '0': 'script-decision' });
    expect(legalActions(moves, waiting.G, waiting.ctx, '0')).toEqual(['suns', 'moons', 'stars'].map((suit) => ({ move: 'decide', args: [[suit]] })));
    expect(legalActions(moves, waiting.G, waiting.ctx, '1')).toEqual([]);
    const other = waiting.G.zones['hand:0'][0];
    client.moves.play(other);
    expect(client.getState()!.G.zones['hand:0']).toContain(other);
    client.moves.decide(['moons']);
    const after = client.getState()!;
    expect(after.G.scripts.running).toBeNull();
    expect(after.ctx.currentPlayer).toBe('1');
    expect(after.ctx.activePlayers).toBeNull();
  });

  it('shows the options of a waiting decision to its decider only', () => {
    const client = Client({ game: { ...game, seed: 'decide' }, numPlayers: 2, playerID: '0' });
    client.start();
    client.moves.play(client.getState()!.G.zones['hand:0'][0]);
    const { G, ctx } = client.getState()!;
    expect(game.playerView!({ G, ctx, playerID: '0' }).scripts.running?.pending?.options).toEqual(['suns', 'moons', 'stars']);
    expect(game.playerView!({ G, ctx, playerID: '1' }).scripts.running?.pending?.options).toEqual([]);
  });
});
