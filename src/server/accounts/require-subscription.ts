import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { billingMessages } from "@/shared/billing/messages";
import type { Permission } from "@/shared/permissions";
import { fail } from "../http/envelope";
import { allowed } from "./permissions";

/**
 * spec A §4: an unsubscribed agency's agents are sent to pay and its owners and admins to /subscription.
 * What the server keeps from an unsubscribed agency is narrow (docs/decisions.md "Subscription"): the back
 * office's paid features (the agency's, agents' and clients' markups, inviting agents) answer 402 until it
 * subscribes; bookings, its clients' accounts and the subscription itself stay open. After `allowed(…)`,
 * so a caller without the permission still gets 401/403 first.
 */
async function requireSubscription(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.agency && !request.agency.isSubscribed) await reply.code(402).send(fail(request.t(billingMessages.subscriptionRequired)));
}

/** A change only a subscribed agency may make: the back-office checks, then the subscription (402). */
export function paidChange(permission: Permission): preValidationAsyncHookHandler[] {
  return [...allowed(permission, "change"), requireSubscription];
}
