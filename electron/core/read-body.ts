/** The service's answer may not exceed this; a larger one is refused unread. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false; tooLarge: true };

/** Reads a response body as UTF-8 text, stopping as soon as it exceeds `maxBytes`. */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<BodyRead> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, tooLarge: true };
  }
  if (!response.body) return { ok: true, text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { ok: true, text: text + decoder.decode() };
}
