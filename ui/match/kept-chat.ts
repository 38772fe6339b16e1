import type { ChatMessage } from 'boardgame.io';
import type { SocketIO } from 'boardgame.io/multiplayer';

type TransportFactory = ReturnType<typeof SocketIO>;
type TransportOptions = Parameters<TransportFactory>[0];
type TransportData = Parameters<TransportOptions['transportDataCallback']>[0];

/**
 * A socket transport whose client shows the talk kept with the match: the server's `sync`
 * carries it (`chat`), which boardgame.io's client ignores, so each message it has not shown
 * yet is handed on as if it had arrived live, after the sync. A message is shown once, by its
 * match, sender and id, however often it arrives: a sync again after a reconnect, a message
 * both kept in the history and heard live around a sync.
 */
export function withKeptChat(make: TransportFactory): TransportFactory {
  return (options) => {
    const shown = new Set<string>();
    const pass = options.transportDataCallback;
    const fresh = (matchID: unknown, message: ChatMessage) => {
      const key = JSON.stringify([matchID, message?.sender, message?.id]);
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    };
    const transportDataCallback = (data: TransportData) => {
      if (data.type === 'chat') {
        const [matchID, message] = data.args;
        if (fresh(matchID, message)) pass(data);
        return;
      }
      if (data.type !== 'sync') return pass(data);
      const [matchID, { chat, ...syncInfo }] = data.args as unknown as [string, { chat?: unknown }];
      pass({ type: 'sync', args: [matchID, syncInfo] } as unknown as TransportData);
      if (!Array.isArray(chat)) return;
      for (const message of chat as ChatMessage[]) if (fresh(matchID, message)) pass({ type: 'chat', args: [matchID, message] });
    };
    return make({ ...options, transportDataCallback });
  };
}
