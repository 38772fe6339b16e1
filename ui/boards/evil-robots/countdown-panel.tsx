import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { EXTRA, type EvilView, type PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionTokens } from './action-token.tsx';
import { PowerFace } from './evil-card.tsx';
import { Influence, PowerCard } from './pieces.tsx';
import { listed, type Namer } from './words.ts';

interface Props {
  G: EvilView;
  content: EvilContent;
  n: Namer;
  me: PlayerID | null;
  /** Who may still claim or pass the card on offer. */
  deciding: PlayerID[];
}

/**
 * The countdown as everyone sees it: the Power Card on offer (big), who claims it with what
 * they offer the Dealer, who passed and who is still deciding; or the Dealer choosing, the
 * zeros, or whose turn it is. Under it the cards still to come (zeros shown as 0), the cards
 * taken so far, the allocation and the extra player's card.
 */
export function CountdownPanel({ G, content, n, me, deciding }: Props) {
  const step = G.step;
  const onOffer = step.kind === 'offer' || step.kind === 'choose';
  const toCome = onOffer ? G.stack.slice(1) : G.stack;
  const taken = G.players.filter((p) => G.power[p] !== null);
  const { perCard, firstCardBonus } = content.rules.tokens;
  return (
    <section className="er-stage er-countdown" data-testid="countdown-panel" data-step={step.kind} aria-labelledby="er-countdown-heading">
      <h2 id="er-countdown-heading">The countdown</h2>
      <div className="er-countdown__body">
        {onOffer && (
          <div className="er-offer" data-testid="offer" data-value={step.value}>
            <PowerFace content={content} value={step.value} testId="offer-card" />
            <div className="er-offer__words">
              <p className="er-offer__title">
                {step.kind === 'offer' ? `${n.subject(G.dealer)} ${G.dealer === me ? 'offer' : 'offers'} the ${step.value}` : `${n.subject(G.dealer)} ${G.dealer === me ? 'choose' : 'chooses'} who gets the ${step.value}`}
              </p>
              <p className="er-hint">
                {step.first
                  ? `The first card: the Dealer may not claim it; its taker gets ${perCard + firstCardBonus} Action Tokens and deals next round.`
                  : `Its taker gets ${perCard} Action Tokens and takes a turn at once.`}{' '}
                Several claim: the Dealer chooses, and only the chosen pays their offer.
              </p>
              <ul className="er-claims" data-testid="claims">
                {step.claims.map((p) => (
                  <li key={p} data-testid={`claim-${p}`} data-me={p === me || undefined}>
                    <strong>{n.subject(p)}</strong> {p === me ? 'claim' : 'claims'}
                    {(step.offers[p] ?? 0) > 0 ? (
                      <span className="er-claims__offer">
                        offering <Influence n={step.offers[p]} />
                      </span>
                    ) : (
                      p !== G.dealer && <span className="er-claims__offer er-claims__offer--none">no offer</span>
                    )}
                  </li>
                ))}
                {step.claims.length === 0 && <li className="er-claims__none">No claim yet.</li>}
              </ul>
              {step.kind === 'offer' && (
                <p className="er-offer__others" data-testid="claim-status">
                  {step.passed.length > 0 && <span>Passed: {listed(step.passed.map((p) => n.object(p)))}. </span>}
                  {deciding.length > 0 ? <span>Still deciding: {listed(deciding.map((p) => n.object(p)))}.</span> : <span>Everyone has answered.</span>}
                </p>
              )}
            </div>
          </div>
        )}
        {step.kind === 'zeros' && (
          <p className="er-stage__line" data-testid="zeros-note">
            Only zeros are left: {n.subject(G.dealer)} {G.dealer === me ? 'give' : 'gives'} them out, one at a time, to {listed(G.players.filter((p) => G.power[p] === null).map((p) => n.object(p)))}.
          </p>
        )}
        {step.kind === 'turn' && (
          <div className="er-turn-banner" data-testid="turn-banner" data-me={step.player === me || undefined}>
            <PowerCard value={G.power[step.player]} size="small" />
            <p>
              <strong>{step.player === me ? 'Your turn' : `${n.subject(step.player)}’s turn`}</strong> at Power Level {G.power[step.player]}, with <ActionTokens n={G.tokens[step.player] ?? 0} /> to spend.
            </p>
          </div>
        )}
        {step.kind === 'reveal-phase' && (
          <p className="er-stage__line" data-testid="reveal-phase-note">
            Every Power Card is taken. In turn from the Dealer, each player with a token left is asked whether to reveal a Reveal card (everyone is asked, so the question tells nothing of a hand): now {n.object(step.player)}. Then every hidden coin is shown.
          </p>
        )}
        <div className="er-countdown__rest">
          <div className="er-stack" data-testid="stack">
            <p className="er-label">Still to come</p>
            {toCome.length === 0 ? (
              <p className="er-hint">No card left.</p>
            ) : (
              <ol className="er-stack__cards">
                {toCome.map((c, i) => (
                  <li key={`${c.card}-${i}`}>
                    <PowerCard value={c.value} size="mini" label={c.value === 0 ? 'A card on its zero side' : `The ${c.value}`} />
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="er-stack" data-testid="taken">
            <p className="er-label">Taken</p>
            {taken.length === 0 ? (
              <p className="er-hint">Nobody has a card yet.</p>
            ) : (
              <ul className="er-taken">
                {taken.map((p) => (
                  <li key={p}>
                    <PowerCard value={G.power[p]} size="mini" /> {n.object(p)}
                    {G.dealerToken === p && <span className="er-token-badge" title="Took the first card: deals next round">Dealer Token</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="er-stack" data-testid="allocation-card">
            <p className="er-label">Allocation</p>
            <p className="er-stack__one">
              <PowerCard value={G.allocation} size="mini" label={`The allocation: ${G.allocation} Influence for the winners`} /> <span className="er-hint-inline">Influence for the winners</span>
            </p>
          </div>
          {G.power[EXTRA] !== undefined && (
            <div className="er-stack" data-testid="extra-card">
              <p className="er-label">Extra player</p>
              <p className="er-stack__one">
                <PowerCard value={G.power[EXTRA]} size="mini" /> <span className="er-hint-inline">no seat, no actions</span>
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
