// A proposal's status as a schema, apart from the proposals' payloads (./proposals.ts): a hotel's deal page
// (./hotels.ts) shows it without the back office's schemas.
import { z } from "zod";
import { PROPOSAL_STATUSES } from "../proposals/lists";

export const proposalStatus = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatus>;
