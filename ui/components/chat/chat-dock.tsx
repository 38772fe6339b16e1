import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDockHeight } from '../notice/dock-height.ts';
import './chat-dock.css';

export interface DockTab {
  id: string;
  label: string;
  /** How many items the tab holds that count as news (others' messages, events): new ones light the badge. */
  count: number;
  /** A line shown on the closed handle, such as the latest message, so the talk can be followed without opening. */
  preview?: string;
  content: ReactNode;
  /** Keep the content in the page while the drawer is shut (a chat keeps its draft); otherwise it is drawn only when open. */
  keepMounted?: boolean;
}

interface Props {
  tabs: DockTab[];
  /** The tab open at first, if any. */
  initiallyOpen?: string;
  /** Told when a tab opens or the drawer closes (null), so the page can leave room above the drawer. */
  onOpenChange?(open: string | null): void;
  /**
   * A count the page raises when something on the table needs the player (a question put
   * to them): each rise shuts the drawer, which would otherwise cover it on a small screen.
   */
  interrupt?: number;
}

/**
 * On a phone, the chat (and whatever else a table puts beside it) lives in a drawer that
 * opens from a bar fixed at the bottom of the screen: the bar is always in view, one tap
 * opens it, and a badge counts what arrived while it was shut. The contents stay mounted
 * while shut, so a half-written message survives closing the drawer.
 */
export function ChatDock({ tabs, initiallyOpen, onOpenChange, interrupt = 0 }: Props) {
  const [open, setOpen] = useState<string | null>(initiallyOpen ?? null);
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  // What each tab held when last seen open; anything beyond it is unread.
  const seen = useRef<Record<string, number>>(Object.fromEntries(tabs.map((t) => [t.id, t.count])));
  for (const tab of tabs) {
    if (tab.id === open || seen.current[tab.id] === undefined || seen.current[tab.id] > tab.count) seen.current[tab.id] = tab.count;
  }
  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
  const lastInterrupt = useRef(interrupt);
  useEffect(() => {
    if (interrupt > lastInterrupt.current) setOpen(null);
    lastInterrupt.current = interrupt;
  }, [interrupt]);
  useEffect(() => {
    if (open === null) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div ref={dock} className="chat-dock" data-open={open ?? undefined} data-testid="chat-dock">
      {tabs.map((tab) => (
        <div key={tab.id} id={`dock-panel-${tab.id}`} className="chat-dock__panel" hidden={open !== tab.id} aria-label={tab.label} role="region">
          {(tab.keepMounted || open === tab.id) && tab.content}
        </div>
      ))}
      <div className="chat-dock__bar">
        {tabs.map((tab) => {
          const unread = tab.count - (seen.current[tab.id] ?? tab.count);
          return (
            <button
              key={tab.id}
              type="button"
              className="chat-dock__tab"
              aria-expanded={open === tab.id}
              aria-controls={`dock-panel-${tab.id}`}
              data-testid={`dock-${tab.id}`}
              onClick={() => toggle(tab.id)}
            >
              <span className="chat-dock__label">
                {tab.label}
                {unread > 0 && (
                  <span className="chat-dock__badge" data-testid={`dock-${tab.id}-unread`}>
                    {unread}
                    <span className="visually-hidden"> new</span>
                  </span>
                )}
                <span className="chat-dock__chevron" aria-hidden="true">
                  {open === tab.id ? '▾' : '▴'}
                </span>
              </span>
              {tab.preview && open !== tab.id && <span className="chat-dock__preview">{tab.preview}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
