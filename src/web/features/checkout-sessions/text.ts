// The site header (on every page) shows "My trip" and reads it with useText: both apart from ./messages.ts, whose
// other texts then stay out of the first load (a module goes whole into one chunk).
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { MessageDescriptor } from "@/shared/validation/messages";

export const myTripText = /*i18n*/ { id: "mytrip.title", message: "My trip" };

/** A descriptor in the active locale (English until the catalog has it). */
export function useText(): (message: MessageDescriptor) => string {
  const { i18n } = useLingui();
  return useCallback((message) => i18n._(message.id, undefined, { message: message.message }), [i18n]);
}
