/**
 * A body written piece by piece (decision 0095): text pieces from an async generator, gathered to
 * about `chunkChars` characters per chunk and encoded as UTF-8, read only as fast as the client
 * takes them (each chunk is made when the stream is pulled). A client that goes away ends the
 * generator (its `finally` runs); a failure half-way errors the stream, so that the client sees a
 * broken download, never a file that looks whole.
 */
export function textStream(pieces: AsyncIterable<string>, options: { chunkChars?: number; onError?: (error: unknown) => void } = {}): ReadableStream<Uint8Array> {
  const chunkChars = options.chunkChars ?? 16_384;
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let buffered = '';
      try {
        while (buffered.length < chunkChars) {
          const next = await iterator.next();
          if (next.done) {
            if (buffered) controller.enqueue(encoder.encode(buffered));
            controller.close();
            return;
          }
          buffered += next.value;
        }
        controller.enqueue(encoder.encode(buffered));
      } catch (error) {
        options.onError?.(error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
