import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Spinner } from "./modal";
import { errorText, linkAction } from "./styles";

/**
 * A booking's voucher PDF, for any vertical. The API takes the session as a header, never a cookie, so a
 * plain link cannot carry it: the PDF is fetched (`load`), then offered as a file.
 */
export function VoucherLink({ fileName, load }: { fileName: string; load: () => Promise<Blob> }) {
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
      <button type="button" className={linkAction} onClick={() => void open()} disabled={state === "loading"}>
        {state === "loading" ? <Spinner label={<Trans>Preparing the voucher…</Trans>} /> : <Trans>Download voucher (PDF)</Trans>}
      </button>
      {state === "failed" && (
        <p role="alert" className={errorText}>
          <Trans>The voucher could not be downloaded. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
