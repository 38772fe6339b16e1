import type { IdentityDef } from '../../../games/bias-effect/rules/catalog.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './bias-cards.css';

const BONUS: Record<IdentityDef['bonus'], string> = {
  left: 'Bias bonus from every Left belief',
  right: 'Bias bonus from every Right belief',
  larger: 'Bias bonus from the larger side',
};

/** An Identity card, dealt face up: the player's leaning in its colour, where their bias bonus comes from, and their goal. */
export function IdentityCard({ identity, bonusPerBelief }: { identity: IdentityDef; bonusPerBelief: number }) {
  return (
    <article className="be-identity" data-leaning={identity.leaning} aria-label={`Identity: ${identity.name}`} data-testid={`identity-${identity.id}`}>
      <p className="be-identity__kind" aria-hidden="true">
        Identity
      </p>
      <h3 className="be-identity__name">{identity.name}</h3>
      {identity.art && <img className="be-card-art" src={artUrl(identity.art)} alt="" />}
      <p className="be-identity__goal">{identity.goal}</p>
      <p className="be-identity__bonus">
        {BONUS[identity.bonus]}: +{bonusPerBelief} each
      </p>
    </article>
  );
}

/** The identity as a seat wears it: its name in its leaning's colour. */
export function IdentityBadge({ identity }: { identity: IdentityDef }) {
  return (
    <span className="be-badge" data-leaning={identity.leaning} title={identity.goal}>
      {identity.name}
    </span>
  );
}
