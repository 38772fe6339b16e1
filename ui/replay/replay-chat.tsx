import type { ReplayChat as Message } from '../../games/kit/replay/replay-view-format.ts';

/**
 * The talk as the viewer could read it, outside the inert table: a phone's table keeps its chat
 * behind a tab that cannot be opened in a replay, and the transcript stays readable here.
 */
export function ReplayChat({ chat, nameOf }: { chat: Message[]; nameOf(seat: string): string }) {
  return (
    <details className="replay-chat" data-testid="replay-chat">
      <summary>
        Table talk <span className="replay-chat__count">{chat.length}</span>
      </summary>
      {chat.length === 0 ? (
        <p className="field__hint">No one said anything.</p>
      ) : (
        <ol className="replay-chat__lines">
          {chat.map((message) => (
            <li key={`${message.sender}/${message.id}`}>
              <strong>{nameOf(message.sender)}:</strong> {typeof message.payload === 'string' ? message.payload : ''}
            </li>
          ))}
        </ol>
      )}
      <p className="field__hint replay__note">Shown whole at every move: the server keeps when each line was said, not at which move.</p>
    </details>
  );
}
