import { useEffect, useRef } from 'react';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { identityOf } from '../../../games/bias-effect/rules/catalog.ts';
import { leaningOf } from '../../../games/bias-effect/rules/mind.ts';
import type { BiasGameover, PlayerID } from '../../../games/bias-effect/state.ts';
import { IdentityBadge } from './identity-badge.tsx';
import { LEANING_NAME, listed, type Namer } from './words.ts';

interface Props {
  gameover: BiasGameover;
  players: PlayerID[];
  content: BiasContent;
  n: Namer;
  me: PlayerID | null;
}

function headline(gameover: BiasGameover, n: Namer, me: PlayerID | null): string {
  const { winners } = gameover;
  if (winners.length === 0) return 'Nobody wins';
  if (me !== null && winners.includes(me)) return winners.length === 1 ? 'You win!' : `You win, with ${listed(winners.filter((p) => p !== me).map((p) => n.object(p)))}!`;
  return `${listed(winners.map((p) => n.subject(p)))} ${winners.length === 1 ? 'wins' : 'win'}`;
}

/**
 * The end: the A.I. became autonomous with this mind. Who won (several may, if their goals
 * overlap) or that nobody did, and every player's identity and goal with whether it held.
 */
export function FinalResult({ gameover, players, content, n, me }: Props) {
  const section = useRef<HTMLElement>(null);
  // The result is what everyone reads when the game ends, wherever the page was scrolled to.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  const mind = { left: gameover.left, right: gameover.right };
  const resets = gameover.resets === 0 ? '' : ` after ${gameover.resets} ${gameover.resets === 1 ? 'reset' : 'resets'}`;
  return (
    <section ref={section} className="be-final" data-nobody={gameover.winners.length === 0 || undefined} data-testid="final-result" aria-labelledby="be-final-heading">
      <h2 id="be-final-heading">{headline(gameover, n, me)}</h2>
      <p className="be-final__mind" data-testid="final-mind">
        The A.I. became autonomous{resets} with {gameover.left} Left and {gameover.right} Right {gameover.left + gameover.right === 1 ? 'belief' : 'beliefs'}: {LEANING_NAME[leaningOf(mind)]}.
        {gameover.winners.length === 0 && ' No identity’s goal held.'}
      </p>
      <ul className="be-final__players">
        {players.map((p) => {
          const identity = identityOf(content, gameover.identities[p]);
          const won = gameover.winners.includes(p);
          return (
            <li key={p} data-won={won || undefined} data-me={p === me || undefined} data-testid={`final-${p}`}>
              <span className="be-final__mark" aria-hidden="true">
                {won ? '★' : '·'}
              </span>
              <span className="be-final__name">{n.named(p)}</span>
              <IdentityBadge identity={identity} />
              <span className="be-final__goal">
                <strong>{won ? 'Goal held.' : 'Goal missed.'}</strong> {identity.goal}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
