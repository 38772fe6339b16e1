import { useEffect, useRef } from 'react';
import type { ReplayAction } from '../../games/kit/replay/replay-view-format.ts';
import { actionWords } from './action-words.ts';

interface Props {
  actions: ReplayAction[];
  at: number;
  /** Each seat's name by its id. */
  names: Record<string, string>;
  onGo(step: number): void;
}

/** Every action of the match, the setup first; the one shown is marked and kept in view, any other is a jump. */
export function MoveList({ actions, at, names, onGo }: Props) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (current && list.current) list.current.scrollTop = current.offsetTop - list.current.clientHeight / 2 + current.clientHeight / 2;
  }, [at]);
  return (
    <ol className="move-list" ref={list} data-testid="move-list">
      {[{ n: 0, who: 'Setup', what: 'the deal' }, ...actions.map((a) => ({ n: a.n, ...actionWords(a, names) }))].map(({ n, who, what }) => (
        <li key={n}>
          <button type="button" className="move-list__entry" aria-current={n === at ? 'step' : undefined} onClick={() => onGo(n)} data-testid={`move-${n}`}>
            <span className="move-list__n">{n}</span>
            <span className="move-list__who">{who}</span>
            <span className="move-list__what">{what}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
