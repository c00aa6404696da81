import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** A busy mark with a label for screen readers; apart from modal.tsx so a page can show it without react-aria's dialogs. */
export function Spinner({ label }: { label?: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2" role="status">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label ?? (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      )}
    </span>
  );
}
