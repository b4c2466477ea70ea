import type { Readable } from 'node:stream';

/**
 * The body of a keyed write as sent, read by the key hook before the body
 * parser runs (idempotency.ts): up to `limit` bytes; null when it is longer.
 */
export function readBody(payload: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (error: Error | null, value: Buffer | null = null) => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.off('close', onClose);
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        payload.pause();
        finish(null, null);
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(null, Buffer.concat(chunks, length));
    const onError = (error: Error) => finish(error);
    const onClose = () => finish(new Error('the client closed the request before its body ended'));
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.on('close', onClose);
  });
}
