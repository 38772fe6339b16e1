import type { IdentityDef } from '../../../games/bias-effect/rules/catalog.ts';
import './bias-cards.css';

/** The identity as a seat wears it: its name in its leaning's colour. */
export function IdentityBadge({ identity }: { identity: IdentityDef }) {
  return (
    <span className="be-badge" data-leaning={identity.leaning} title={identity.goal}>
      {identity.name}
    </span>
  );
}
