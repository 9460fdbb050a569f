/** Reading bodies of unknown size with a cap, so that a large one is refused before it is held in memory. */

/** The bytes of a body, or null as soon as it goes beyond `maxBytes` (the rest is not read). */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Whether a declared `Content-Length` already says the body is too large. */
export function declaredTooLarge(contentLength: string | undefined, maxBytes: number): boolean {
  if (contentLength === undefined || !/^[0-9]+$/.test(contentLength.trim())) return false;
  return Number(contentLength.trim()) > maxBytes;
}
