import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import type { BiasView } from '../../../games/bias-effect/state.ts';
import { RobotIcon } from './robot-icon.tsx';

interface Props {
  G: Pick<BiasView, 'autonomy' | 'resets' | 'players'>;
  content: BiasContent;
  over: boolean;
}

/** What the counter's position means for the end, in one line. */
function roundsLeft(autonomy: number, spaces: number, over: boolean): string {
  if (over) return 'The A.I. is autonomous.';
  const left = spaces - autonomy;
  if (left === 0) return 'Last round: at its end the A.I. becomes autonomous.';
  return `${left + 1} rounds to autonomy.`;
}

/**
 * The Autonomy track: the round spaces, the counter on this round's, the robot space at the
 * end. Where the game resets at this player count, the space it goes back to is marked and
 * the resets used are counted.
 */
export function AutonomyTrack({ G, content, over }: Props) {
  const { spaces, resetTo, resetPlayers, maxResets } = content.rules.autonomy;
  const resets = resetPlayers.includes(G.players.length);
  return (
    <section className="be-track" aria-labelledby="be-track-heading" data-testid="autonomy-track">
      <h2 id="be-track-heading" className="visually-hidden">
        Autonomy track
      </h2>
      <ol className="be-track__spaces">
        {Array.from({ length: spaces }, (_, i) => i + 1).map((space) => (
          <li
            key={space}
            className="be-track__space"
            data-state={space < G.autonomy || over ? 'past' : space === G.autonomy ? 'here' : 'ahead'}
            data-reset={(resets && space === resetTo) || undefined}
            aria-current={space === G.autonomy && !over ? 'step' : undefined}
            title={resets && space === resetTo ? `With nobody winning at autonomy, the counter comes back here` : undefined}
            data-testid={space === G.autonomy ? 'autonomy-here' : undefined}
          >
            <span className="be-track__number">{space}</span>
          </li>
        ))}
        <li className="be-track__space be-track__space--robot" data-state={over ? 'here' : 'ahead'} aria-label="Autonomy: the game is judged">
          <RobotIcon />
        </li>
      </ol>
      <p className="be-track__note" data-testid="autonomy-note">
        <strong>
          Round space {G.autonomy} of {spaces}
        </strong>{' '}
        · {roundsLeft(G.autonomy, spaces, over)}
        {resets && (
          <span className="be-track__resets" data-testid="resets">
            {' '}
            Resets: {G.resets} of {maxResets}
            {G.resets < maxResets && !over ? `, back to space ${resetTo} if nobody wins` : ''}.
          </span>
        )}
      </p>
    </section>
  );
}
