import { FORCE_FIELD } from '../../../games/robots/rules/force-field.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { EmblemShape } from '../../components/card/pictograms.tsx';
import { emblemOf } from '../../../games/robots/card-looks.ts';
import type { TableView } from './table-props.ts';

interface Props {
  G: Pick<TableView, 'scripts' | 'turn'>;
  content: Pick<RobotsContent, 'powers'>;
  names: Record<string, string>;
  me: string | null;
}

/**
 * A Force Field in play, on the table beside the Scrap Heap it guards: whose it is, who may
 * not take from the heap this turn, and that its owner's spreads are shielded. Without it a
 * player learned of the Force Field only when a take was refused.
 */
export function ForceFieldMarker({ G, content, names, me }: Props) {
  const field = G.scripts.effects.find((e) => e.effect === FORCE_FIELD);
  if (!field) return null;
  const name = content.powers.powers.find((p) => p.id === FORCE_FIELD)?.name ?? 'Force Field';
  const owner = field.owner === me ? 'Your' : `${names[field.owner]}'s`;
  const barred = G.turn.player === field.owner ? undefined : G.turn.player === me ? 'you' : names[G.turn.player];
  return (
    <p className="robots-force-field" role="status" data-testid="force-field" data-owner={field.owner}>
      {/* The Force Field card's own emblem, drawn: the ⛨ glyph showed as an empty box where the font lacks it. */}
      <svg className="robots-force-field__shield" viewBox="0 0 24 24" aria-hidden="true">
        <EmblemShape emblem={emblemOf(FORCE_FIELD) ?? 'shield'} ink="#5fc8ff" paper="#10202c" />
      </svg>
      <span>
        <strong>{name}</strong> · {owner} spreads are shielded
        {barred && <>, and {barred} cannot take from the Scrap Heap this turn</>}.
      </span>
    </p>
  );
}
