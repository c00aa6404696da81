import { useLingui } from "@lingui/react";
import { ruleMessage } from "@/shared/message-ids";

/** A shared rule's message id (src/shared/cars/messages.ts), translated; any other text as it is. */
export function useFieldErrorText(): (error: string) => string {
  const { i18n } = useLingui();
  return (error) => {
    const descriptor = ruleMessage(error);
    return descriptor ? i18n._(descriptor) : error;
  };
}
