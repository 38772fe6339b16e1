import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { TokenSupply } from './action-token.tsx';
import { Influence } from './pieces.tsx';
import { ruleNow } from './rule-effects.ts';
import { listed, type Namer } from './words.ts';

interface Props {
  G: EvilView;
  content: EvilContent;
  me: PlayerID | null;
  names: Record<string, string>;
  n: Namer;
  over: boolean;
  isConnected?: boolean;
}

const STEP_NAME: Record<EvilView['step']['kind'], string> = {
  offer: 'Countdown',
  choose: 'Countdown',
  zeros: 'Countdown',
  turn: 'Countdown',
  'reveal-phase': 'Reveal phase',
  split: 'Splitting Influence',
  endgame: 'The end',
  keep: 'Clean-up',
  path: 'The robots’ path',
};

/**
 * One line over the table: the round and its phase, the Dealer, the round's Influence (the
 * allocation, as the face-up cards answer it now), the end target, the supply, who you are.
 * A number a card has changed is marked, with the card named on hover.
 */
export function TableHeader({ G, content, me, names, n, over, isConnected }: Props) {
  const allocation = ruleNow(G, content, 'allocation');
  const end = ruleNow(G, content, 'endgame-at');
  const ruling = over ? [] : G.faceUp.filter((f) => (robotOf(content, f.card).modifiers ?? []).length > 0);
  const changed = (by: string[]) => (by.length > 0 ? `changed by ${listed(by.map((c) => robotOf(content, c).name))}` : undefined);
  return (
    <header className="er-header">
      <h1 className="visually-hidden">Evil Robots</h1>
      <p className="er-header__round" data-testid="round-facts">
        <strong>{over ? 'Game over' : `Round ${G.round}`}</strong>
        {!over && ` · ${STEP_NAME[G.step.kind]}`}
        {G.extraRounds > 0 && <span className="er-header__extra"> · extra round {G.extraRounds} of {content.rules.maxExtraRounds}</span>}
      </p>
      <p className="er-header__dealer" data-testid="header-dealer">
        <span className="er-dealer-badge" aria-hidden="true">D</span> Dealer: <strong>{n.named(G.dealer)}</strong>
      </p>
      <p className="er-header__fact" data-testid="allocation" data-changed={allocation.changedBy.length > 0 || undefined} title={changed(allocation.changedBy) ?? 'The Influence the round’s winners share'}>
        Round’s Influence <Influence n={allocation.value} />
        {allocation.changedBy.length > 0 && <span className="er-changed">card: was {allocation.rule}</span>}
      </p>
      <p className="er-header__fact" data-testid="endgame-at" data-changed={end.changedBy.length > 0 || undefined} title={changed(end.changedBy) ?? 'A round that ends with anyone at this much Influence ends the game'}>
        Ends at <Influence n={end.value} />
        {end.changedBy.length > 0 && <span className="er-changed">card: was {end.rule}</span>}
      </p>
      {ruling.length > 0 && (
        <p className="er-header__rules" data-testid="header-rules" title="Face-up Robot Cards change the rules until the clean-up: see Face-up Robot Cards">
          Rules changed by {listed(ruling.map((f) => robotOf(content, f.card).name))}
        </p>
      )}
      <p className="er-header__supply" data-testid="supply" title="What is left in the supply">
        <span className="er-header__supply-word">Supply</span> <Influence n={G.supply.influence} /> <TokenSupply n={G.supply.tokens} />
      </p>
      <p className="er-header__who">
        {me === null ? 'Watching' : `You: ${names[me]}`}
        {isConnected === false && <span className="er-header__offline"> · reconnecting…</span>}
      </p>
    </header>
  );
}
