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

/**
 * A button's words that turn into the spinner while it is busy, the button keeping its width: the state not shown
 * holds its place in the same grid cell as a hidden pseudo-element's text (out of the button's name and its text).
 * A search button that grew or shrank moved the fields beside it, and the destination box measured itself and was
 * drawn again after each filter the provider applies ("Every page fast on a phone", part 22).
 */
export function BusyLabel({ busy, idleText, busyText }: { busy: boolean; idleText: string; busyText: string }) {
  return (
    <span className="grid">
      {/* Both states fill the same cell, one line tall (flex items: the spinner makes no taller line box), so the
          words do not move when the state changes: a results page drawn by the server while its search still runs
          and taken over by the app when it ends showed a layout shift of the button's words. */}
      <span className="col-start-1 row-start-1 flex items-center justify-center">{busy ? <Spinner label={busyText} /> : idleText}</span>
      {/* The spinner's mark is 1 rem wide with a 0.5 rem gap: its words start 1.5 rem in. */}
      <span aria-hidden="true" data-text={busy ? idleText : busyText} className={`invisible col-start-1 row-start-1 flex items-center justify-center after:content-[attr(data-text)] ${busy ? "" : "pl-6"}`} />
    </span>
  );
}
