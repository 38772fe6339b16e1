import type { ReplayChat as Message } from '../../games/kit/replay/replay-view-format.ts';

interface Props {
  /** What the viewer could read by the move shown, oldest first. */
  said: Message[];
  /** Talk the store kept without its move (from before it kept one): shown apart, at every move. */
  unplaced: Message[];
  nameOf(seat: string): string;
}

function Lines({ chat, nameOf, testId }: { chat: Message[]; nameOf(seat: string): string; testId: string }) {
  return (
    <ol className="replay-chat__lines" data-testid={testId}>
      {chat.map((message) => (
        <li key={`${message.sender}/${message.id}`}>
          <strong>{nameOf(message.sender)}:</strong> {typeof message.payload === 'string' ? message.payload : ''}
        </li>
      ))}
    </ol>
  );
}

/**
 * The talk as the viewer could read it by the move shown, outside the inert table: a phone's
 * table keeps its chat behind a tab that cannot be opened in a replay, and the transcript stays readable here.
 */
export function ReplayChat({ said, unplaced, nameOf }: Props) {
  return (
    <details className="replay-chat" data-testid="replay-chat">
      <summary>
        Table talk <span className="replay-chat__count">{said.length + unplaced.length}</span>
      </summary>
      {said.length === 0 ? <p className="field__hint">Nothing said yet.</p> : <Lines chat={said} nameOf={nameOf} testId="replay-chat-said" />}
      {unplaced.length > 0 && (
        <>
          <p className="field__hint replay__note">Said at a move this replay cannot tell (kept before the server noted each line&apos;s move):</p>
          <Lines chat={unplaced} nameOf={nameOf} testId="replay-chat-unplaced" />
        </>
      )}
    </details>
  );
}
