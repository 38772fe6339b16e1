import { useEffect, useRef } from 'react';
import type { EvilGameover, EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { Influence } from './pieces.tsx';
import { listed, PATH_NAME, type Namer, subjects } from './words.ts';

/** The players by Influence, most first (the seat order among equals). */
function standings(players: PlayerID[], influence: Record<PlayerID, number>): PlayerID[] {
  return [...players].sort((a, b) => (influence[b] ?? 0) - (influence[a] ?? 0));
}

function Standings({ players, influence, winners, n, me }: { players: PlayerID[]; influence: Record<PlayerID, number>; winners: PlayerID[]; n: Namer; me: PlayerID | null }) {
  return (
    <ol className="er-standings" data-testid="standings">
      {standings(players, influence).map((p) => (
        <li key={p} data-won={winners.includes(p) || undefined} data-me={p === me || undefined} data-testid={`final-${p}`}>
          <span className="er-standings__mark" aria-hidden="true">
            {winners.includes(p) ? '★' : '·'}
          </span>
          <span className="er-standings__name">{n.named(p)}</span>
          <Influence n={influence[p] ?? 0} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The end reached: in turn from the Dealer, each player may reveal an Endgame card (which may
 * put the end off); then the winners (most Influence) vote on the robots' path.
 */
export function EndPanel({ G, n, me, endAt }: { G: EvilView; n: Namer; me: PlayerID | null; endAt: number }) {
  const step = G.step;
  if (step.kind !== 'endgame' && step.kind !== 'path') return null;
  const leaders = G.players.filter((p) => (G.influence[p] ?? 0) >= endAt);
  return (
    <section className="er-stage er-end" data-testid="end-panel" aria-labelledby="er-end-heading">
      <h2 id="er-end-heading">{step.kind === 'endgame' ? 'The game would end' : 'The winners choose the robots’ path'}</h2>
      {step.kind === 'endgame' ? (
        <p>
          {subjects(n, leaders)} {leaders.length === 1 && leaders[0] !== me ? 'has' : 'have'} {endAt} Influence or more. In turn from the Dealer, each player may reveal an Endgame card, free: one may put the end off.{' '}
          <strong>It is {n.possessive(step.player)} moment.</strong>
        </p>
      ) : (
        <p data-testid="path-votes">
          The most Influence wins: {listed(step.winners.map((p) => n.named(p)))}. {step.winners.length > 1 ? 'Their votes' : 'The vote'}:{' '}
          {step.winners.map((p, i) => (
            <span key={p}>
              {i > 0 && ', '}
              {n.named(p)} {p in step.votes ? <strong>{PATH_NAME[step.votes[p]]}</strong> : <em>not yet</em>}
            </span>
          ))}
          .{step.winners.length > 1 && ' A tie is settled by a coin.'}
        </p>
      )}
      <Standings players={G.players} influence={G.influence} winners={step.kind === 'path' ? step.winners : []} n={n} me={me} />
    </section>
  );
}

/** Game over: who won, the robots' path (and whether a coin chose it), everyone's Influence. */
export function FinalResult({ gameover, players, n, me }: { gameover: EvilGameover; players: PlayerID[]; n: Namer; me: PlayerID | null }) {
  const section = useRef<HTMLElement>(null);
  // The result is what everyone reads when the game ends, wherever the page was scrolled to.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  const { winners } = gameover;
  const headline = me !== null && winners.includes(me) ? (winners.length === 1 ? 'You win!' : `You win, with ${listed(winners.filter((p) => p !== me).map((p) => n.object(p)))}!`) : `${subjects(n, winners)} ${winners.length === 1 ? 'wins' : 'win'}`;
  return (
    <section ref={section} className="er-final" data-path={gameover.path} data-testid="final-result" aria-labelledby="er-final-heading">
      <h2 id="er-final-heading">{headline}</h2>
      <p className="er-final__path" data-testid="final-path">
        The robots take the <strong>{PATH_NAME[gameover.path]}</strong> path{gameover.coinFlip ? ': the winners’ votes tied, and a coin decided.' : ', as the winners chose.'} After {gameover.rounds} {gameover.rounds === 1 ? 'round' : 'rounds'}.
      </p>
      <Standings players={players} influence={gameover.influence} winners={winners} n={n} me={me} />
    </section>
  );
}
