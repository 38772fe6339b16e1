import { createPortal } from 'react-dom';
import { useNoticeRail } from '../notice/notice-rail.ts';

interface Props {
  title: string;
  kind: string;
  onShow(): void;
  onDismiss(): void;
}

/** A moment stepped aside while its viewer decides: one line in the notice rail, never over a control. */
export function MomentChip({ title, kind, onShow, onDismiss }: Props) {
  const rail = useNoticeRail();
  if (!rail) return null;
  return createPortal(
    <div className="tw-moment-chip" data-moment={kind} data-testid="moment-aside">
      <span>{title}</span>
      <button type="button" onClick={onShow}>
        Show
      </button>
      <button type="button" aria-label={`Dismiss: ${title}`} onClick={onDismiss}>
        ×
      </button>
    </div>,
    rail,
  );
}
