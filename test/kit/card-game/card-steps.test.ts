import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../../games/kit/card-game/build-deck.ts';
import { cardGameVocabulary, cardScriptEngine, checkVocabularyZones } from '../../../games/kit/card-game/card-scripts.ts';
import { dealTable } from '../../../games/kit/card-game/table-ops.ts';
import type { CardTableState } from '../../../games/kit/card-game/table-state.ts';
import { answerDecision, initialScriptState, startScript, type Script, type ScriptHost } from '../../../games/kit/script/index.ts';
import { keepOrder, reverseOrder, TOY_TABLE } from '../../fixtures/card-game/toy-table.ts';

type State = CardTableState & ScriptHost;

const vocabulary = cardGameVocabulary<State>({
  game: 'toy-cards',
  zones: { draw: { kind: 'shared', description: 'The stock.' }, discard: { kind: 'shared', description: 'The discard pile.' }, hand: { kind: 'player', description: 'A hand.' } },
  defaults: { draw: 'draw', discard: 'discard', hand: 'hand' },
  lists: { suits: "The deck's suits." },
});
const deck = buildDeck(TOY_TABLE.deck);
const engine = cardScriptEngine(vocabulary, TOY_TABLE, deck, { suits: [{ id: 'suns', text: 'Suns' }, { id: 'moons', text: 'Moons' }, { id: 'stars', text: 'Stars' }] });
const seats = ['0', '1', '2', '3'];

function run(script: Script, G: State = { ...dealTable(TOY_TABLE, deck, seats, keepOrder), scripts: initialScriptState() }, shuffle = keepOrder) {
  const context = { G, ctx: { currentPlayer: '1', playOrder: seats }, random: { Shuffle: shuffle } };
  return { G, context, outcome: startScript(engine, context, { script, owner: '1' }) };
}

describe('card-game script steps', () => {
  it('skip and reverse change the order the turn follows', () => {
    const { G } = run([{ skip: {} }, { skip: { count: 2 } }, { reverse: {} }]);
    expect(G.order).toEqual({ direction: -1, skip: 3 });
  });

  it('next and previous follow the direction of play', () => {
    const { G } = run([{ draw: { player: 'next' } }, { reverse: {} }, { draw: { player: 'next', count: 2 } }, { draw: { player: 'previous' } }]);
    expect(G.zones['hand:2']).toHaveLength(2 + 1 + 1);
    expect(G.zones['hand:0']).toHaveLength(2 + 2);
  });

  it('deal gives every seat its cards round the table; reshuffle refills the stock from all but the kept discard', () => {
    const G: State = { ...dealTable(TOY_TABLE, deck, seats, keepOrder), scripts: initialScriptState() };
    expect(G.zones.draw).toEqual(['2-stars', '3-stars', 'crown-stars', 'joker-1', 'joker-2']);
    G.zones.discard = ['joker-1', 'joker-2', ...G.zones.discard];
    G.zones.draw = ['2-stars', '3-stars', 'crown-stars'];
    run([{ reshuffle: {} }], G, reverseOrder);
    expect(G.zones.discard).toEqual(['joker-1']);
    expect(G.zones.draw).toEqual(['2-stars', '3-stars', 'crown-stars', '1-stars', 'joker-2']);
    run([{ deal: { count: 1 } }], G);
    expect(seats.map((seat) => G.zones[`hand:${seat}`].at(-1))).toEqual(['2-stars', '3-stars', 'crown-stars', '1-stars']);
  });

  it('choose-option offers a list the game declares, with its names', () => {
    const { G, context, outcome } = run([{ 'choose-option': { from: 'suits', as: 'suit', prompt: 'Name a suit' } }]);
    expect(outcome).toMatchObject({ status: 'waiting', decision: { options: ['suns', 'moons', 'stars'], labels: { suns: 'Suns', moons: 'Moons', stars: 'Stars' } } });
    expect(answerDecision(engine, context, '1', ['moons'])).toMatchObject({ status: 'done' });
    expect(G.scripts.running).toBeNull();
  });

  it('names a zone the scripts use that the table does not declare, or declares per seat the other way', () => {
    const table = { ...TOY_TABLE, zones: TOY_TABLE.zones.filter((zone) => zone.id !== 'discard').map((zone) => (zone.id === 'hand' ? { ...zone, perSeat: false } : zone)) };
    expect(checkVocabularyZones(vocabulary, table).map((issue) => issue.message)).toEqual([
      'the game\'s scripts use a zone "discard" on the table (perSeat: false); declare it here.',
      'the game\'s scripts use a zone "hand" one per seat (perSeat: true); declare it here.',
    ]);
  });
});
