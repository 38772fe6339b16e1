import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import type { ChatMessage } from 'boardgame.io';
import { seatHue } from './seat-voice.ts';
import './chat-panel.css';

export interface ChatPanelProps {
  messages: ChatMessage[];
  /** Seat id to display name. */
  names: Record<string, string>;
  /** Why this viewer cannot post; undefined when they can. */
  disabledReason?: string;
  onSend(text: string): void;
  /**
   * The list grows to fill the panel's container (a full-height column, a drawer) instead
   * of a fixed box. The container must give the panel a height.
   */
  fill?: boolean;
  /** The viewer's seat: their own lines are marked "You". */
  me?: string | null;
  /** The heading is for screen readers only, where a tab or a drawer already names the chat. */
  headingHidden?: boolean;
}

const MAX_LENGTH = 500;
/** Within this many pixels of the end, a new message scrolls the list; further up, the reader is reading back. */
const NEAR_END_PX = 48;

/** The table talk: in these games talking is the game. */
export function ChatPanel({ messages, names, disabledReason, onSend, fill = false, me, headingHidden = false }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const nearEnd = useRef(true);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && nearEnd.current) list.scrollTo({ top: list.scrollHeight });
  }, [messages.length]);
  useEffect(() => {
    // A list that appears or grows (a drawer opening, a column resized) shows the latest message.
    const list = listRef.current;
    if (!list || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => nearEnd.current && list.scrollTo({ top: list.scrollHeight }));
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const onScroll = () => {
    const list = listRef.current;
    if (list) nearEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || disabledReason) return;
    onSend(text);
    setDraft('');
    nearEnd.current = true;
  };
  return (
    <section className="chat-panel" data-fill={fill || undefined} aria-labelledby="chat-heading">
      <h2 id="chat-heading" className={headingHidden ? 'visually-hidden' : undefined}>
        Table talk
      </h2>
      <ol className="chat-panel__messages" ref={listRef} onScroll={onScroll} aria-live="polite" data-testid="chat-messages">
        {messages.length === 0 && <li className="chat-panel__empty">No one has said anything yet.</li>}
        {messages.map((message) => {
          const style = { '--chat-hue': seatHue(message.sender) } as CSSProperties;
          const mine = me !== undefined && me !== null && message.sender === me;
          return (
            <li key={`${message.sender}:${message.id}`} className="chat-panel__line" data-mine={mine || undefined} style={style}>
              <strong className="chat-panel__who">{mine ? 'You' : (names[message.sender] ?? 'Someone')}:</strong> {typeof message.payload === 'string' ? message.payload : ''}
            </li>
          );
        })}
      </ol>
      <form className="chat-panel__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-input">
          Chat message
        </label>
        <input
          id="chat-input"
          data-testid="chat-input"
          value={draft}
          maxLength={MAX_LENGTH}
          autoComplete="off"
          disabled={Boolean(disabledReason)}
          aria-describedby={disabledReason ? 'chat-disabled-reason' : undefined}
          placeholder={disabledReason ? 'Chat is closed for you' : 'Say something to the table'}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" disabled={Boolean(disabledReason) || !draft.trim()} data-testid="chat-send">
          Send
        </button>
      </form>
      {disabledReason && (
        <p id="chat-disabled-reason" className="chat-panel__reason" data-testid="chat-disabled-reason">
          {disabledReason}
        </p>
      )}
    </section>
  );
}
