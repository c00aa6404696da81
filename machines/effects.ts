// Effect contracts every machine names (accounts, bookings, payments, cancellations): where to
// navigate, what to toast, which failure message to show. The machines only name these actions;
// the web binds them through `machine.provide({ actions })`.
import type { MessageDescriptor } from "@/shared/validation/messages";
import { messages } from "@/shared/messages";
import type { ApiFailure } from "@/shared/api/failure";

/**
 * Where a flow sends the user. `route` is an in-app path (query allowed) for the router; `external`
 * is a full-page load (payment page, agency return URL, social provider redirect).
 */
export type NavigateTarget = { kind: "route"; to: string } | { kind: "external"; href: string };

/** A toast: a descriptor the web translates, or a server message that is already translated (§8). */
export interface ToastParams {
  kind: "success" | "error";
  message: MessageDescriptor | string;
}

/** What a form shows in its red alert (spec A §8 "Login or signup error"). */
export type AlertMessage = MessageDescriptor | string;

/** spec A §8: the server response's message, else a fallback. */
export function failureMessage(failure: ApiFailure, fallback: MessageDescriptor = messages.somethingWentWrong): AlertMessage {
  return failure.message !== undefined && failure.message !== "" ? failure.message : fallback;
}

export const route = (to: string): NavigateTarget => ({ kind: "route", to });
export const external = (href: string): NavigateTarget => ({ kind: "external", href });
