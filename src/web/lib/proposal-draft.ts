import type { ProposalItemRequest } from "@/shared/api/proposals";
import { PROPOSAL_MAX_ITEMS } from "@/shared/proposals/lists";

// The proposal an agent is putting together (docs/decisions.md "Proposals"): each vertical's details page adds
// the live offer shown ("Propose to a client"), the back office's new-proposal page sends them. Kept for the
// browser tab (sessionStorage), so a search in another vertical adds to the same proposal. Written here without
// zod, which every details page loads this module for; the new-proposal page reads it checked
// (features/proposals/draft.ts), and the server checks what is sent.

/** Where the draft is kept (sessionStorage). */
export const DRAFT_KEY = "proposalDraft";
export type DraftItem = ProposalItemRequest & { label: string };

/** The draft's items as stored, each with the vertical it names; unchecked. */
function storedItems(): { vertical?: unknown }[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((item): item is { vertical?: unknown } => typeof item === "object" && item !== null) : [];
  } catch {
    return [];
  }
}

/** Adds the offer; one of each vertical (the newest replaces the one before). */
export function addToDraft(item: DraftItem): void {
  const items = [...storedItems().filter((i) => i.vertical !== item.vertical), item].slice(-PROPOSAL_MAX_ITEMS);
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(items));
}

export function removeFromDraft(vertical: string): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(storedItems().filter((i) => i.vertical !== vertical)));
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
