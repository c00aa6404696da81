import type { ApiFailure } from "@/shared/api/failure";
import type { ProposalView } from "@/shared/api/proposals";
import { openProposal } from "../../api/proposals";

export type OpenedProposal = { found: true; proposal: ProposalView } | { found: false; message: string | null };

/** The proposal of the mail's link, priced again now; an unknown or bad id is "not found" with the server's words. */
export async function loadOpenedProposal(proposalId: string | undefined): Promise<OpenedProposal> {
  if (!proposalId) return { found: false, message: null };
  try {
    return { found: true, proposal: await openProposal(proposalId) };
  } catch (error) {
    const failure = error as Partial<ApiFailure> | null;
    if (failure?.httpStatus === 404 || failure?.httpStatus === 400) return { found: false, message: failure.message || null };
    throw error;
  }
}
