import { useEffect, useLayoutEffect, useRef } from 'react';
import type { JudgedClaim } from '../../../games/kit/talk/judged-claim.ts';
import { openCounterClaim } from '../../../games/kit/talk/judged-claim.ts';
import { lawsApply } from '../../../games/three-laws/rules/table.ts';
import type { Act, PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';
import { actHeadline, actNoun, exchanges, type Namer } from './act-words.ts';
import { CallVerdict } from './call-verdict.tsx';
import type { RuleChecks } from './rule-checks.ts';

interface Props {
  G: ThreeLawsView;
  n: Namer;
  me: PlayerID | null;
  checks: RuleChecks;
  clock: WindowClock | null;
  onCallError(actId: string): void;
  onExplain(reason: string): void;
}

/**
 * The round's table talk: every question with its answer and every transfer with its reply,
 * in order, with who said or did it. While laws are in force each act of another player
 * carries an Error button until someone calls it; then the engine's ruling takes its place.
 */
export function TableTalk({ G, n, me, checks, clock, onCallError, onExplain }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const nearEnd = useRef(true);
  // A scroll the table made itself, whose event arrives later: it must not read as the reader scrolling back.
  const ownScroll = useRef(false);
  const followEnd = () => {
    const element = list.current;
    if (!element || !nearEnd.current) return;
    ownScroll.current = true;
    element.scrollTop = element.scrollHeight;
  };
  // The newest act is the one to judge: the list follows it unless the reader scrolled back.
  useLayoutEffect(followEnd, [G.acts.length, G.calls.length]);
  // The column changes height as the page settles (the dock, the bars above): keep the newest act in view.
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(followEnd);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const open = openCounterClaim(G.calls);
  const callable = me !== null && G.players.includes(me) && lawsApply(G.step) && G.lawsInForce.length > 0;
  const groups = exchanges(G.acts);
  return (
    <section className="tl-talk" aria-labelledby="tl-talk-heading" data-testid="table-talk">
      <h2 id="tl-talk-heading">Table talk · round {G.round}</h2>
      <ol
        className="tl-talk__list"
        ref={list}
        onScroll={(e) => {
          if (ownScroll.current) {
            ownScroll.current = false;
            return;
          }
          const el = e.currentTarget;
          nearEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {groups.length === 0 && <li className="tl-talk__empty">Nothing said yet this round. {G.step.kind === 'query-ask' ? `${n.subject(G.step.current)} ${G.step.current === me ? 'ask' : 'asks'} first.` : ''}</li>}
        {groups.map((group) => (
          <li key={group[0].id} className="tl-exchange" data-kind={group[0].kind === 'question' ? 'query' : 'transfer'}>
            <ol className="tl-exchange__acts">
              {group.map((act) => (
                <ActRow
                  key={act.id}
                  act={act}
                  n={n}
                  me={me}
                  claim={G.calls.find((c) => c.target === act.id)}
                  callable={callable}
                  checks={checks}
                  clock={open && open.target === act.id ? clock : null}
                  onCallError={onCallError}
                  onExplain={onExplain}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface RowProps {
  act: Act;
  n: Namer;
  me: PlayerID | null;
  claim?: JudgedClaim;
  callable: boolean;
  checks: RuleChecks;
  clock: WindowClock | null;
  onCallError(actId: string): void;
  onExplain(reason: string): void;
}

function ActRow({ act, n, me, claim, callable, checks, clock, onCallError, onExplain }: RowProps) {
  const message = act.kind === 'question' || act.kind === 'answer';
  // An Error button only where one could be called: never on your own act, never twice on one act.
  const errorButton = callable && !claim && act.by !== me;
  return (
    <li className="tl-act" data-kind={act.kind} data-mine={act.by === me || undefined} data-called={claim?.verdict} data-testid={`act-${act.id}`}>
      <div className="tl-act__line">
        <div className="tl-act__words">
          <p className="tl-act__head">{actHeadline(act, n)}</p>
          {message && <p className="tl-act__text">“{act.text}”</p>}
        </div>
        {errorButton && (
          <span className="tl-act__error">
            <ActionButton availability={checks.callError(act.id)} onAct={() => onCallError(act.id)} onExplain={onExplain} tone="danger" label={`Call Error on ${actNoun(act, n)}`} testId={`error-${act.id}`}>
              Error
            </ActionButton>
          </span>
        )}
      </div>
      {claim && <CallVerdict claim={claim} n={n} me={me} clock={clock} />}
    </li>
  );
}
