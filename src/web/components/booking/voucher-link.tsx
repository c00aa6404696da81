import { Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Spinner } from "./spinner";
import { errorText, linkAction } from "./styles";

/**
 * A file the API makes for the signed-in user (a voucher, an e-ticket, a calendar entry, a CSV). The API
 * takes the session as a header, never a cookie, so a plain link cannot carry it: the file is fetched
 * (`load`), then offered as a download.
 */
export function FileDownload({
  fileName,
  load,
  label,
  busyLabel,
  failedText,
  className = linkAction,
  ariaLabel,
}: {
  fileName: string;
  load: () => Promise<Blob>;
  label: ReactNode;
  busyLabel: ReactNode;
  failedText: ReactNode;
  className?: string;
  /** When several sit side by side (a list of trips): which one this is. */
  ariaLabel?: string;
}) {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const open = async () => {
    setState("loading");
    try {
      const url = URL.createObjectURL(await load());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <div>
      <button type="button" className={className} onClick={() => void open()} disabled={state === "loading"} aria-label={state === "loading" ? undefined : ariaLabel}>
        {state === "loading" ? <Spinner label={busyLabel} /> : label}
      </button>
      {state === "failed" && (
        <p role="alert" className={errorText}>
          {failedText}
        </p>
      )}
    </div>
  );
}

/** A booking's voucher PDF, for any vertical. */
export function VoucherLink({ fileName, load }: { fileName: string; load: () => Promise<Blob> }) {
  return (
    <FileDownload
      fileName={fileName}
      load={load}
      label={<Trans>Download voucher (PDF)</Trans>}
      busyLabel={<Trans>Preparing the voucher…</Trans>}
      failedText={<Trans>The voucher could not be downloaded. Please try again.</Trans>}
    />
  );
}
