import type { LawDef, ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { lawBreaks, lawById } from '../../../games/three-laws/rules/laws.ts';
import type { Act, ThreeLawsView } from '../../../games/three-laws/state.ts';

export interface LawWarning {
  law: LawDef;
  /** The engine's own words, one line per part broken. */
  reasons: string[];
}

/**
 * Which laws in force an act would break if it were made now, by the engine's own judgement
 * (the one an Error call gets). The table shows it as a warning only: breaking a law is the
 * player's choice, and the others still have to catch it.
 */
export function draftWarnings(G: ThreeLawsView, content: ThreeLawsContent, draft: Omit<Act, 'id'>): LawWarning[] {
  const act: Act = { ...draft, id: 'draft' };
  const table = { players: G.players, startPlayer: G.startPlayer, names: G.names, acts: [...G.acts, act] };
  return G.lawsInForce.flatMap((id) => {
    const law = lawById(content, id);
    const reasons = lawBreaks(law, act, table, content);
    return reasons.length > 0 ? [{ law, reasons }] : [];
  });
}

