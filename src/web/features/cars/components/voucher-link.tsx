import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { getCarVoucher } from "../../../api/cars";
import { Spinner } from "../../../components/booking/modal";
import { errorText, linkAction } from "../../../components/booking/styles";

/**
 * The voucher PDF of a confirmed rental. The API takes the session as a header, never a cookie, so a
 * plain link cannot carry it: the PDF is fetched, then offered as a file.
 */
export function CarVoucherLink({ referenceNumber }: { referenceNumber: string }) {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const open = async () => {
    setState("loading");
    try {
      const url = URL.createObjectURL(await getCarVoucher(referenceNumber));
      const link = document.createElement("a");
      link.href = url;
      link.download = `${referenceNumber}.pdf`;
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
