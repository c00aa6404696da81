import { useLingui } from "@lingui/react/macro";
import { messages } from "@/shared/messages";
import { AlertIcon } from "./icons";

/** spec A §4/§8: an inactive agency says so and every action is disabled. */
export function InactiveAlert() {
  const { i18n } = useLingui();
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 text-amber-900">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 text-sm font-medium sm:px-6 lg:px-8">
        <AlertIcon className="size-5 shrink-0 text-amber-600" />
        <p>{i18n._(messages.agencyInactive)}</p>
      </div>
    </div>
  );
}
