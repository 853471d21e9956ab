import type { Readable } from 'node:stream';

/**
 * A stream's bytes, counted as they arrive: past `maxBytes` the stream is destroyed and the answer
 * is null, so no more than the cap is ever held (a ZIP entry that inflates past its size, a URL's
 * body whatever its Content-Length says; decisions 0042 and 0045).
 */
export async function collectCapped(stream: Readable, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
