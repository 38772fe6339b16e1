import type { ReactNode } from 'react';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';

interface Props extends Omit<ChatPanelProps, 'headingHidden' | 'fill'> {
  /** The game's own class for the fold and its look. */
  className: string;
  title: string;
  /** Beside the title: who may talk now. */
  note: ReactNode;
  noteClass: string;
  open?: boolean;
}

/** The match chat in a fold beside a table, its title saying who may talk (the match-chat of the browser tests). */
export function ChatDetails({ className, title, note, noteClass, open = true, ...panel }: Props) {
  return (
    <details className={className} open={open} data-testid="match-chat">
      <summary>
        {title} <span className={noteClass}>{note}</span>
      </summary>
      <ChatPanel {...panel} headingHidden />
    </details>
  );
}
