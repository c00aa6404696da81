import { z } from "zod";
import { proposalItemRequest, PROPOSAL_MAX_ITEMS, type ProposalItemRequest } from "@/shared/api/proposals";

// The proposal an agent is putting together (docs/decisions.md "Proposals"): each vertical's details page adds
// the live offer shown ("Propose to a client"), the back office's new-proposal page sends them. Kept for the
// browser tab (sessionStorage), so a search in another vertical adds to the same proposal.

const KEY = "proposalDraft";
const draftItem = proposalItemRequest.extend({ label: z.string() });
export type DraftItem = ProposalItemRequest & { label: string };
const draft = z.array(draftItem).max(PROPOSAL_MAX_ITEMS);

export function readDraft(): DraftItem[] {
  try {
    const parsed = draft.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds the offer; one of each vertical (the newest replaces the one before). */
export function addToDraft(item: DraftItem): void {
  const items = [...readDraft().filter((i) => i.vertical !== item.vertical), item].slice(-PROPOSAL_MAX_ITEMS);
  sessionStorage.setItem(KEY, JSON.stringify(items));
}

export function removeFromDraft(vertical: string): void {
  sessionStorage.setItem(KEY, JSON.stringify(readDraft().filter((i) => i.vertical !== vertical)));
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}
