// A car link's `q` (./link.ts) written and read without zod: the web's car routes read it on a page's first screen,
// and the car machine checks the search it holds ("Every page fast on a phone", docs/performance.md).
import type { CarSearchRequest } from "../api/cars";

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCarSearch(search: CarSearchRequest): string {
  return toBase64Url(JSON.stringify(search));
}

/** The JSON a `q` value holds, unchecked (the machine or ./link.ts checks it); null when it is not base64url JSON. */
export function decodeCarSearchValue(q: string): unknown {
  try {
    return JSON.parse(fromBase64Url(q)) as unknown;
  } catch {
    return null;
  }
}
