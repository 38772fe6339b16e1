import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatMessage } from 'boardgame.io';
import './chat-panel.css';

interface Props {
  messages: ChatMessage[];
  /** Seat id to display name. */
  names: Record<string, string>;
  /** Why this viewer cannot post; undefined when they can. */
  disabledReason?: string;
  onSend(text: string): void;
}

const MAX_LENGTH = 500;

/** The table talk: in these games talking is the game. */
export function ChatPanel({ messages, names, disabledReason, onSend }: Props) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || disabledReason) return;
    onSend(text);
    setDraft('');
  };
  return (
    <section className="chat-panel" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Table talk</h2>
      <ol className="chat-panel__messages" ref={listRef} aria-live="polite">
        {messages.length === 0 && <li className="chat-panel__empty">No one has said anything yet.</li>}
        {messages.map((message) => (
          <li key={message.id}>
            <strong>{names[message.sender] ?? 'Someone'}:</strong> {typeof message.payload === 'string' ? message.payload : ''}
          </li>
        ))}
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
