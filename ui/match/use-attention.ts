import { useEffect, useRef } from 'react';
import type { Attention } from '../boards/attention.ts';
import { chime } from './sound.ts';
import type { Toast } from '../components/toast/toast-stack.tsx';

/** "(Your turn) ROBOTS! · Tablewright": the tab says what is asked of you even when it is not in front. */
export function tabTitle(base: string, attention: Attention): string {
  return attention.call ? `(${attention.call}) ${base}` : base;
}

/**
 * Turns what the table asks of this player into the tab title, a chime when a call begins
 * or news arrives, and a toast for each new message the table does not show itself
 * (`onTable`). Messages present at the first render (a reload) are taken as already seen.
 * A toast goes (`withdraw`) as soon as its message no
 * longer holds (the offer withdrawn, the question answered, the next round begun): a note
 * left over from a step that is gone misleads, and on a phone it covers the table.
 */
export function useAttention(base: string, attention: Attention, toast: (toast: Toast) => void, withdraw: (id: string) => void): void {
  const seen = useRef<Set<string> | undefined>(undefined);
  const toasted = useRef(new Set<string>());
  const lastCall = useRef(attention.call);
  useEffect(() => {
    document.title = tabTitle(base, attention);
    const first = seen.current === undefined;
    seen.current ??= new Set();
    const current = new Set(attention.messages.map((m) => m.key));
    for (const key of toasted.current) {
      if (current.has(key)) continue;
      toasted.current.delete(key);
      withdraw(key);
    }
    const fresh = attention.messages.filter((m) => !seen.current!.has(m.key));
    for (const message of fresh) seen.current.add(message.key);
    const callBegan = attention.call !== undefined && attention.call !== lastCall.current;
    lastCall.current = attention.call;
    if (first) return;
    for (const message of fresh) {
      if (message.onTable) continue;
      toasted.current.add(message.key);
      toast({ id: message.key, text: message.text, tone: 'call' });
    }
    if (fresh.length > 0 || callBegan) chime();
  }, [base, attention, toast, withdraw]);
  useEffect(() => () => void (document.title = base), [base]);
}
