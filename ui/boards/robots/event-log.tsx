import { useEffect, useRef } from 'react';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { RobotsView } from '../../../games/robots/state.ts';
import { describeEvent } from './describe-event.ts';

interface Props {
  G: RobotsView;
  names: Record<string, string>;
  content: RobotsContent;
}

/** What everyone saw happen in this hand. */
export function EventLog({ G, names, content }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [G.events.length]);
  return (
    <section className="robots-log" aria-labelledby="robots-log-heading">
      <h2 id="robots-log-heading">What happened</h2>
      <ol className="robots-log__list" ref={listRef} aria-live="polite" data-testid="event-log">
        {G.events.map((event, index) => {
          const line = describeEvent(event, names, content, G.variant);
          return (
            <li key={index} className="robots-log__item" data-tone={line.tone}>
              {line.text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
