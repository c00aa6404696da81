import { z } from "zod";
import { proposalItemRequest } from "@/shared/api/proposals";
import { PROPOSAL_MAX_ITEMS } from "@/shared/proposals/lists";
import { DRAFT_KEY, type DraftItem } from "../../lib/proposal-draft";

const draft = z.array(proposalItemRequest.extend({ label: z.string() })).max(PROPOSAL_MAX_ITEMS);

/** The proposal being put together (lib/proposal-draft.ts), checked: none when what is stored is not a draft. */
export function readDraft(): DraftItem[] {
  try {
    const parsed = draft.safeParse(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
