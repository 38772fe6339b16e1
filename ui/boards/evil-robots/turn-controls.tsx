import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import { other } from '../../../games/evil-robots/rules/coins.ts';
import { EXTRA, type Deck, type EvilView, type PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { ActionTokens } from './action-token.tsx';
import { Coin } from './pieces.tsx';
import type { RuleChecks } from './rule-checks.ts';
import type { EvilMoves } from './table-props.ts';
import { WhyNot } from './why-not.tsx';
import { DECK_NAME, FACE_NAME, type Namer } from './words.ts';

interface Props {
  G: EvilView;
  content: EvilContent;
  me: PlayerID;
  n: Namer;
  checks: RuleChecks;
  moves: EvilMoves;
  /** Which of the viewer's costs a face-up card changes now (rule-effects.ts keys: cost-flip-other, cost-swap, swap-influence...), by card names. */
  changed: Record<string, string[]>;
  onExplain(reason: string): void;
}

/** A cost, marked when a face-up card has changed it. */
function Cost({ text, by }: { text: string; by?: string[] }) {
  return by && by.length > 0 ? (
    <span className="er-cost" data-changed="true" title={`Changed by ${by.join(', ')}`}>
      {text}
    </span>
  ) : (
    <span className="er-cost">{text}</span>
  );
}

const costWord = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

/**
 * Your turn: your Action Tokens as pips, and every action with what it costs you now, as the
 * rules answer it with the face-up cards (rule-checks.ts asks the game): turn a revealed coin
 * (anyone's, the extra player's either coin), reveal a face-down Robot Card, swap one for the
 * next of its deck; then End turn. The coins and cards on the table act when clicked, so their
 * buttons (for a keyboard, a screen reader) fold away to keep the dock small. A refused action
 * is greyed and its reason written under its row.
 */
export function TurnControls({ G, content, me, n, checks, moves, changed, onExplain }: Props) {
  const order = [...G.players.slice(G.players.indexOf(me)), ...G.players.slice(0, G.players.indexOf(me))];
  const flips: { target: string; which: 'shown' | 'hidden'; testId: string; label: string }[] = order.map((p) => ({
    target: p,
    which: 'shown' as const,
    testId: `flip-${p}`,
    label: p === me ? 'Your revealed coin' : `${n.possessive(p).replace(/^./, (c) => c.toUpperCase())} coin`,
  }));
  if (G.coins[EXTRA]) {
    flips.push({ target: EXTRA, which: 'shown', testId: `flip-${EXTRA}`, label: 'Extra player’s coin' });
    flips.push({ target: EXTRA, which: 'hidden', testId: `flip-${EXTRA}-hidden`, label: 'Extra player’s other coin' });
  }
  const flipStates = flips.map((f) => checks.flip(f.target, f.which));
  const hand = G.hand ? (['left', 'right'] as Deck[]).flatMap((d) => (G.hand![d] ? [{ deck: d, card: G.hand![d]! }] : [])) : [];
  const revealStates = hand.map((h) => checks.reveal(h.card));
  const swapStates = hand.map((h) => checks.swap(h.deck));
  return (
    <div className="er-turn" data-testid="turn-controls">
      <div className="er-turn__head">
        <p className="er-turn__tokens" data-testid="my-tokens">
          Your Action Tokens <ActionTokens n={G.tokens[me] ?? 0} />
        </p>
        <ActionButton availability={checks.endTurn()} onAct={() => moves.endTurn()} onExplain={onExplain} tone="primary" testId="end-turn">
          End turn
        </ActionButton>
      </div>
      <p className="er-hint-inline">Click a revealed coin on the table to turn it, or one of your Robot Cards to reveal it.</p>
      <details className="er-turn__list">
        <summary>Turn a coin or reveal a card with a button</summary>
        <div className="er-turn__group">
          <p className="er-label">Turn a revealed coin</p>
          <div className="er-controls er-controls--coins">
            {flips.map((f, i) => {
              const coins = G.coins[f.target];
              const face = f.which === 'shown' ? coins.shown : coins.hidden!;
              return (
                <ActionButton key={f.testId} availability={flipStates[i]} onAct={() => moves.flipCoin(f.target, f.which)} onExplain={onExplain} testId={f.testId} label={`${f.label}: ${FACE_NAME[face]} to ${FACE_NAME[other(face)]}, ${costWord(checks.costs.flip(f.target))}`}>
                  <span className="er-flip">
                    <Coin face={face} note="shown" size="small" />
                    <span className="er-flip__words">
                      {f.label}
                      <span className="er-flip__cost">
                        → {FACE_NAME[other(face)]} · <Cost text={costWord(checks.costs.flip(f.target))} by={changed[f.target === me ? 'cost-flip-own' : 'cost-flip-other']} />
                      </span>
                    </span>
                  </span>
                </ActionButton>
              );
            })}
          </div>
          <WhyNot states={flipStates} testId="flip-why" />
        </div>
        {hand.length > 0 && (
          <div className="er-turn__group">
            <p className="er-label">Reveal a face-down Robot Card</p>
            <div className="er-controls er-controls--cards">
              {hand.map((h, i) => (
                <ActionButton key={`reveal-${h.card}`} availability={revealStates[i]} onAct={() => moves.reveal(h.card)} onExplain={onExplain} tone="primary" testId={`reveal-${h.card}`}>
                  Reveal {robotOf(content, h.card).name} · {costWord(checks.costs.reveal(h.card))}
                </ActionButton>
              ))}
            </div>
            <WhyNot states={revealStates} testId="card-why" />
          </div>
        )}
      </details>
      {hand.length > 0 && (
        <div className="er-turn__group">
          <p className="er-label">Swap a face-down Robot Card for the next of its deck</p>
          <div className="er-controls er-controls--cards">
            {hand.map((h, i) => (
              <ActionButton key={`swap-${h.deck}`} availability={swapStates[i]} onAct={() => moves.swap(h.deck)} onExplain={onExplain} testId={`swap-${h.deck}`}>
                Swap your {DECK_NAME[h.deck]} card ·{' '}
                {checks.costs.swapTokens > 0 && (
                  <>
                    <Cost text={costWord(checks.costs.swapTokens)} by={changed['cost-swap']} /> +{' '}
                  </>
                )}
                <Cost text={`${checks.costs.swapInfluence} Influence`} by={changed['swap-influence']} />
              </ActionButton>
            ))}
          </div>
          <WhyNot states={swapStates} testId="why-no-swap" />
        </div>
      )}
      <p className="er-hint-inline">Tokens you do not spend stay with you for the Reveal phase, after the countdown.</p>
    </div>
  );
}
