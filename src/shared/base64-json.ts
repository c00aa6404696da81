// Reservation details and a few configurations travel as base64-encoded JSON (spec A §4). Without zod: the schema
// modules that read such a payload (src/shared/api) import it without a payload module of their own.
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeBase64Json(encoded: string): unknown {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}
