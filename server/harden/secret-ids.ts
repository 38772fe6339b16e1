import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/**
 * `bytes` from the system's cryptographic generator as base64url: match ids, credentials,
 * seeds. Drawn from a pool filled 4 KB at a time, as nanoid does: `randomBytes` for each id
 * cost a system call and a buffer, some 1% of the server's time when matches churn. Each
 * byte is handed out once.
 */
export function secretId(bytes: number): string {
  if (bytes > POOL_BYTES) throw new RangeError(`secretId takes at most ${POOL_BYTES} bytes, not ${bytes}`);
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const id = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return id;
}
