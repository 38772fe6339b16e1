import type { Attack } from '../attack-kit.ts';
import { bigPackets } from './big-packets.ts';
import { binaryAttachments } from './binary-attachments.ts';
import { chatFlood } from './chat-flood.ts';
import { chunkedJoin } from './chunked-join.ts';
import { createAndList } from './create-and-list.ts';
import { longLogSyncs } from './long-log-syncs.ts';
import { manyHeaders } from './many-headers.ts';
import { namespaceRepeat } from './namespace-repeat.ts';
import { playAgainHuge } from './play-again-huge.ts';
import { syncFlood } from './sync-flood.ts';

/** The attack phases, in the order they run: an address's connection budget carries over, so the ones that spend it all come last. */
export const ATTACKS: Record<string, Attack> = {
  'play-again-huge': playAgainHuge,
  'namespace-repeat': namespaceRepeat,
  'many-headers': manyHeaders,
  'binary-attachments': binaryAttachments,
  'sync-flood': syncFlood,
  'chat-flood': chatFlood,
  'create-and-list': createAndList,
  'chunked-join': chunkedJoin,
  'long-log-syncs': longLogSyncs,
  'big-packets': bigPackets,
};
