import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { ConfirmButton } from '../../components/confirm/confirm-button.tsx';
import { keysWord, type Namer } from './act-words.ts';
import { FactionCardView } from './faction-card.tsx';
import { draftWarnings, type LawWarning } from './law-warnings.ts';
import { LawWarningLine } from './law-warning-line.tsx';
import type { RuleChecks } from './rule-checks.ts';

interface GiveProps {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  me: PlayerID;
  names: Record<string, string>;
  checks: RuleChecks;
  onGive(to: PlayerID): void;
  onKeep(): void;
  onExplain(reason: string): void;
}


/**
 * Your transfer: every key you hold to one other player (each asks once more, naming whom),
 * or keep them. No words: the Transfer is played in silence. A choice that would break a law
 * in force is marked and explained, and stays open.
 */
export function GiveControls({ G, content, me, names, checks, onGive, onKeep, onExplain }: GiveProps) {
  const keys = G.keys[me] ?? 0;
  const others = G.players.filter((p) => p !== me);
  const giving = new Map(others.map((p) => [p, draftWarnings(G, content, { kind: 'give', by: me, to: p, keys })]));
  const keeping = draftWarnings(G, content, { kind: 'keep', by: me });
  const warned: LawWarning[] = [...[...giving.values()].flat(), ...keeping];
  return (
    <div className="tl-transfer" data-testid="give-controls">
      <div className="tl-transfer__row" role="group" aria-label={`Give your ${keysWord(keys)} to`}>
        {others.map((p) => (
          <span key={p} className="tl-transfer__choice" data-warn={giving.get(p)!.length > 0 || undefined}>
            <ConfirmButton
              availability={checks.give(p)}
              onAct={() => onGive(p)}
              onExplain={onExplain}
              tone="plain"
              confirmLabel={`Yes, give ${keysWord(keys)} to ${names[p]}`}
              testId={`give-${p}`}
            >
              <span className="tl-transfer__to">
                <FactionCardView content={content} card={G.cards[p]} size="mini" />
                Give to {names[p]}
                {giving.get(p)!.length > 0 && <span className="tl-chip__warn" aria-label="breaks a law">⚠</span>}
              </span>
            </ConfirmButton>
          </span>
        ))}
        <span className="tl-transfer__choice" data-warn={keeping.length > 0 || undefined}>
          <ConfirmButton availability={checks.keep()} onAct={onKeep} onExplain={onExplain} tone="plain" confirmLabel={keys > 0 ? `Yes, keep ${keys === 1 ? 'it' : 'them'}` : 'Yes, pass'} testId="keep">
            {keys > 0 ? `Keep ${keys === 1 ? 'my key' : 'my keys'}` : 'Pass'}
            {keeping.length > 0 && <span className="tl-chip__warn" aria-label="breaks a law">⚠</span>}
          </ConfirmButton>
        </span>
      </div>
      {warned.length > 0 && <TransferWarnings giving={giving} keeping={keeping} names={names} />}
    </div>
  );
}

function TransferWarnings({ giving, keeping, names }: { giving: Map<PlayerID, LawWarning[]>; keeping: LawWarning[]; names: Record<string, string> }) {
  return (
    <>
      {[...giving.entries()].map(([p, w]) => (
        <LawWarningLine key={p} warnings={w} what={`Giving to ${names[p]}`} testId={`give-warning-${p}`} />
      ))}
      <LawWarningLine warnings={keeping} what="Keeping them" testId="keep-warning" />
    </>
  );
}

interface ReplyProps {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  me: PlayerID;
  giver: PlayerID;
  keys: number;
  n: Namer;
  checks: RuleChecks;
  onAccept(): void;
  onRefuse(): void;
  onExplain(reason: string): void;
}

/** Keys offered to you: take them or refuse them (they stay with the giver). */
export function ReplyControls({ G, content, me, giver, keys, n, checks, onAccept, onRefuse, onExplain }: ReplyProps) {
  const availability = checks.reply();
  const accepting = draftWarnings(G, content, { kind: 'accept', by: me, to: giver, keys });
  const refusing = draftWarnings(G, content, { kind: 'refuse', by: me, to: giver, keys });
  return (
    <div className="tl-transfer" data-testid="reply-controls">
      <div className="tl-transfer__row">
        <ActionButton availability={availability} onAct={onAccept} onExplain={onExplain} tone="primary" testId="accept-keys">
          Accept {keysWord(keys)} from {n.object(giver)}
          {accepting.length > 0 && <span className="tl-chip__warn"> ⚠</span>}
        </ActionButton>
        <ActionButton availability={availability} onAct={onRefuse} onExplain={onExplain} tone="plain" testId="refuse-keys">
          Refuse
          {refusing.length > 0 && <span className="tl-chip__warn"> ⚠</span>}
        </ActionButton>
      </div>
      <LawWarningLine warnings={accepting} what="Accepting" testId="accept-warning" />
      <LawWarningLine warnings={refusing} what="Refusing" testId="refuse-warning" />
    </div>
  );
}
