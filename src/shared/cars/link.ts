// A car page's link (spec B §7 getDetailsFromTempUrl: "a shareable temporary URL of a search or an
// offer"): the search travels in `q` (base64url JSON of the search state), the quote in `offer`. Read
// by the server when a link is opened elsewhere, written by the web when the URL follows the machine.
import { carSearchRequest, type CarSearchRequest } from "../api/cars";
import { decodeCarSearchValue } from "./link-code";

export { encodeCarSearch } from "./link-code";

const CAR_PATH = /^\/booknow\/cars\//i;

/** The search a `q` value holds; null when it is not one (a bad value is dropped, never an error). */
export function decodeCarSearch(q: string): CarSearchRequest | null {
  const parsed = carSearchRequest.safeParse(decodeCarSearchValue(q));
  return parsed.success ? parsed.data : null;
}

export interface CarLink {
  search: CarSearchRequest | null;
  offerId: string | null;
}

/** What a car page's link names; null when the link is not a car page with a search or a quote. */
export function readCarLink(url: string): CarLink | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!CAR_PATH.test(parsed.pathname)) return null;
  const q = parsed.searchParams.get("q");
  const search = q ? decodeCarSearch(q) : null;
  const offer = parsed.searchParams.get("offer");
  const offerId = offer && offer.length <= 2000 ? offer : null;
  return search || offerId ? { search, offerId } : null;
}
