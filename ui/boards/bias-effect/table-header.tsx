import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { leaningOf, mindCount } from '../../../games/bias-effect/rules/mind.ts';
import type { BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import { Chips } from './chip-icon.tsx';
import { LEANING_NAME, stepName } from './words.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  me: PlayerID | null;
  names: Record<string, string>;
  over: boolean;
  isConnected?: boolean;
}

/**
 * One line over the table: the round and its step, the A.I.'s leaning (the mind's panel may be
 * scrolled away), the bank's chips, the decks' sizes, who you are.
 */
export function TableHeader({ G, content, me, names, over, isConnected }: Props) {
  const mind = mindCount(content, G.mind);
  const leaning = leaningOf(mind);
  return (
    <header className="be-header">
      <h1 className="visually-hidden">Bias Effect</h1>
      <p className="be-header__round" data-testid="round-facts">
        <strong>{over ? 'Game over' : `Round ${G.round.round}`}</strong>
        {!over && ` · ${stepName(G.step.kind)}`}
      </p>
      <p className="be-header__leaning" data-leaning={leaning} data-testid="header-leaning">
        A.I.: {LEANING_NAME[leaning]} ({mind.left}–{mind.right})
      </p>
      <p className="be-header__bank" data-testid="bank" title="The bank: every chip not in a pouch">
        Bank <Chips n={G.bank} content={content} layout="pile" />
      </p>
      <p className="be-header__decks" data-testid="decks">
        Decks: {G.beliefDeckCount} Beliefs · {G.algorithmDeckCount} Algorithms · {G.lifeDeckCount} Life
      </p>
      <p className="be-header__who">
        {me === null ? 'Watching' : `You: ${names[me]}`}
        {isConnected === false && <span className="be-header__offline"> · reconnecting…</span>}
      </p>
    </header>
  );
}
