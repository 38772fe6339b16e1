import { createRequire } from 'node:module';
import { FULL_BUCKET } from '../edge/token-bucket.ts';
import { countMessage, type FloodBudget } from './connection-flood.ts';

// An ESM import of socket.io-parser resolves to its `esm-debug` build, which calls `debug` and
// checks for binary data on every packet it encodes; boardgame.io's socket.io runs the CommonJS build.
const { Decoder, Encoder, PacketType } = createRequire(import.meta.url)('socket.io-parser') as typeof import('socket.io-parser');

/**
 * boardgame.io's clients send JSON only. A binary packet announces attachments that the
 * decoder buffers below every check until they have all arrived (278 MB were held this way
 * with socket.io 3); here the first binary packet or frame is a protocol error, which makes
 * socket.io close that connection. socket.io makes one decoder a connection and hands it every
 * message first, so it also keeps the connection's flood budgets, closing the connection the
 * same way before a message over them is decoded.
 */
class JsonOnlyDecoder extends Decoder implements FloodBudget {
  packets = FULL_BUCKET;
  characters = FULL_BUCKET;

  override add(chunk: unknown): void {
    if (typeof chunk !== 'string') throw new Error('binary frames are not accepted');
    countMessage(this, chunk.length, Date.now());
    const type = Number(chunk.charAt(0));
    if (type === PacketType.BINARY_EVENT || type === PacketType.BINARY_ACK) throw new Error('binary packets are not accepted');
    super.add(chunk);
  }
}

type Packet = Parameters<InstanceType<typeof Encoder>['encode']>[0];

/**
 * An event's data (its name and arguments) already written as JSON, sent as
 * `emit(event, new EncodedData(json, args))`: a broadcast writes the views of a match side by side,
 * their shared parts once (view-broadcast.ts). `args` are the arguments the text was written from,
 * for whoever watches the packets.
 */
export class EncodedData {
  constructor(
    readonly json: string,
    readonly args: readonly unknown[],
  ) {}
}

const encodedDataOf = (packet: Packet): EncodedData | undefined => {
  const data = packet.data as unknown[] | undefined;
  return Array.isArray(data) && data.length === 2 && data[1] instanceof EncodedData ? data[1] : undefined;
};

/**
 * The server sends JSON only (boardgame.io's states and chat, Tablewright's notices), so each
 * packet is encoded as text, as socket.io encodes any packet without binary data, without
 * first walking it for binary data (socket.io's hasBinary: 7% of the server's time on Bias
 * Effect, as much as the encoding itself). A packet whose data comes written (EncodedData) is
 * socket.io's header followed by that text.
 */
class JsonOnlyEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    const encoder = this as unknown as { encodeAsString(packet: Packet): string };
    const encoded = encodedDataOf(packet);
    return [encoded ? `${encoder.encodeAsString({ ...packet, data: undefined })}${encoded.json}` : encoder.encodeAsString(packet)];
  }
}

export const jsonOnlyParser = { Encoder: JsonOnlyEncoder, Decoder: JsonOnlyDecoder };
