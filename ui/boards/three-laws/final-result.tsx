import { useEffect, useRef } from 'react';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { PlayerID, ThreeLawsGameover } from '../../../games/three-laws/state.ts';
import { listed, type Namer } from './act-words.ts';
import { VpCard } from './pieces.tsx';

interface Props {
  content: ThreeLawsContent;
  gameover: ThreeLawsGameover;
  n: Namer;
  me: PlayerID | null;
}

/**
 * The end: every player's Victory Point cards face up with their totals, best first, the
 * winner, and how a tie was broken (the player closest to the start player, going left).
 */
export function FinalResult({ content, gameover, n, me }: Props) {
  const { winner, ranking, totals, vp, startPlayer } = gameover;
  const tied = ranking.filter((p) => totals[p] === totals[winner]);
  const section = useRef<HTMLElement>(null);
  // The result is what everyone reads when the game ends, wherever the page was scrolled to.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section ref={section} className="tl-final" data-testid="final-result" aria-labelledby="tl-final-heading">
      <h2 id="tl-final-heading">
        {winner === me ? 'You win!' : `${n.subject(winner)} wins`} with {totals[winner]} {totals[winner] === 1 ? 'point' : 'points'}
      </h2>
      {tied.length > 1 && (
        <p className="tl-final__tie" data-testid="tie-break">
          {listed(tied.map((p) => n.named(p)))} tied on {totals[winner]}: the tie goes to the player closest to the start player ({n.named(startPlayer)}), going left, so {n.named(winner)} wins.
        </p>
      )}
      <ol className="tl-final__ranking">
        {ranking.map((p, i) => (
          <li key={p} data-winner={p === winner || undefined} data-me={p === me || undefined} data-testid={`final-${p}`}>
            <span className="tl-final__place">{i + 1}</span>
            <span className="tl-final__name">{n.named(p)}</span>
            <span className="tl-final__cards">
              {[...vp[p]]
                .sort((a, b) => b - a)
                .map((value, k) => (
                  <VpCard key={k} content={content} value={value} size="small" />
                ))}
              {vp[p].length === 0 && <span className="tl-hint">no cards</span>}
            </span>
            <span className="tl-final__total">{totals[p]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
