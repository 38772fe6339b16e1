import { useEffect, useRef } from 'react';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import { describeEvent } from './describe-event.ts';

interface Props {
  G: AyarView;
  names: Record<string, string>;
  /** The list fills its container (the phone's drawer) instead of a box of its own height. */
  fill?: boolean;
}

/** What everyone saw happen, plus what this viewer alone was shown at a conversion. */
export function EventLog({ G, names, fill = false }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [G.events.length]);
  return (
    <section className="event-log" data-fill={fill || undefined} aria-labelledby="event-log-heading">
      <h2 id="event-log-heading">What happened</h2>
      <ol className="event-log__list" ref={listRef} aria-live="polite" data-testid="event-log">
        {G.events.length === 0 && <li className="event-log__empty">Cards are dealt. Nobody has acted yet.</li>}
        {G.events.map((event, index) => {
          const line = describeEvent(event, names, G);
          return (
            <li key={index} className={`event-log__item event-log__item--${line.tone}`}>
              {line.text}
              {line.secret && (
                <span className="event-log__secret" data-testid="conversion-witness">
                  {line.secret}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
