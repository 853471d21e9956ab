import { textStream } from './export-stream';

/** The streamed body of a data export (decision 0095). */
const decode = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('textStream', () => {
  it('writes every piece, in order, as UTF-8, gathered into chunks of about the given size', async () => {
    async function* pieces() {
      for (let i = 0; i < 100; i++) yield `Ωμέγα ${i};`;
    }
    const reader = textStream(pieces(), { chunkChars: 64 }).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    expect(text).toBe(Array.from({ length: 100 }, (_, i) => `Ωμέγα ${i};`).join(''));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.length).toBeLessThan(100);
  });

  it('makes a chunk only when the reader asks: a client that reads nothing costs nothing', async () => {
    let made = 0;
    async function* pieces() {
      for (let i = 0; i < 1000; i++) {
        made += 1;
        yield 'x'.repeat(100);
      }
    }
    const reader = textStream(pieces(), { chunkChars: 1000 }).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // the first chunk, and at most the next one the stream queues ahead
    expect(made).toBeLessThanOrEqual(20);
    await reader.cancel();
  });

  it('ends the generator when the client goes away', async () => {
    let closed = false;
    async function* pieces() {
      try {
        for (;;) yield 'y'.repeat(100);
      } finally {
        closed = true;
      }
    }
    const reader = textStream(pieces(), { chunkChars: 100 }).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it('errors the stream on a failure half-way, and says so', async () => {
    const seen: unknown[] = [];
    async function* pieces() {
      yield '{"a":';
      throw new Error('database gone');
    }
    await expect(decode(textStream(pieces(), { onError: (e) => seen.push(e) }))).rejects.toThrow('database gone');
    expect(seen).toHaveLength(1);
  });
});
