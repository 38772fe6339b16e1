import { useRef, useState, type ReactNode } from 'react';
import { useViewportTop } from '../../components/layout/use-viewport-top.ts';

export interface SidePanel {
  id: string;
  /** The tab's words on a phone, e.g. "Scores". */
  label: string;
  /** A short count or note after the label, e.g. the number of chat lines. */
  note?: string;
  content: ReactNode;
  /** Takes the height the column has left on a wide screen, and scrolls within it (the log). */
  grow?: boolean;
}

interface Props {
  panels: SidePanel[];
}

/**
 * The scores, the log and the chat: a column beside the table on a wide screen, where all
 * three show; on a phone, tabs that open one drawer at a time (or none), so they never push
 * the play area off the first screen. The switch is CSS only (robots-table.css), so there is
 * no width to measure and both layouts hold the same elements.
 */
export function SidePanels({ panels }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  // How far down the page the column starts: on a wide screen it must end above the docked
  // hand even before the page is scrolled, so its height is the window's less this and the dock.
  // Read when the page's size changes, not after every render: measuring in a layout effect
  // forced a layout at every update, a seventh of a watching page's work in a ROBOTS! match.
  const aside = useRef<HTMLElement>(null);
  useViewportTop(aside);
  return (
    <aside className="robots-side" ref={aside} aria-label="Scores, log and chat">
      <div className="robots-side__tabs" role="group" aria-label="Show">
        {panels.map((p) => (
          <button
            key={p.id}
            type="button"
            className="robots-side__tab"
            aria-expanded={open === p.id}
            aria-controls={`robots-side-${p.id}`}
            onClick={() => setOpen((current) => (current === p.id ? null : p.id))}
            data-testid={`side-tab-${p.id}`}
          >
            {p.label}
            {p.note && <span className="robots-side__note"> {p.note}</span>}
          </button>
        ))}
      </div>
      {panels.map((p) => (
        <div key={p.id} id={`robots-side-${p.id}`} className="robots-side__panel" data-open={open === p.id || undefined} data-grow={p.grow || undefined}>
          {p.content}
        </div>
      ))}
    </aside>
  );
}
