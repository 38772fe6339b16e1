import { useEffect, useRef } from 'react';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { firstKept } from '../../../games/robots/rules/log.ts';
import type { RobotsView } from '../../../games/robots/state.ts';
import { describeEvent } from './describe-event.ts';

interface Props {
  G: RobotsView;
  names: Record<string, string>;
  content: RobotsContent;
}

/**
 * What everyone saw happen in this hand: the latest events the state keeps (rules/log.ts),
 * each keyed by its number in the hand so a line keeps its key as older ones drop off.
 */
export function EventLog({ G, names, content }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [G.eventCount]);
  const earlier = firstKept(G);
  return (
    <section className="robots-log" aria-labelledby="robots-log-heading">
      <h2 id="robots-log-heading">What happened</h2>
      {earlier > 0 && (
        <p className="robots-log__earlier" data-testid="event-log-earlier">
          {earlier === 1 ? '1 earlier event' : `${earlier} earlier events`} of this hand not shown.
        </p>
      )}
      <ol className="robots-log__list" ref={listRef} aria-live="polite" data-testid="event-log">
        {G.events.map((event, index) => {
          const line = describeEvent(event, names, content, G.variant);
          return (
            <li key={earlier + index} className="robots-log__item" data-tone={line.tone}>
              {line.text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
