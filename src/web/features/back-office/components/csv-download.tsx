import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { BookingsCsvQuery } from "@/shared/api/agency-bookings";
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage, type AlertMessage } from "@machines/effects";
import { downloadBookingsCsv } from "../../../api/agency-bookings";
import { Alert } from "../../../components/booking/alert-text";
import { secondaryAction } from "../../../components/booking/styles";

/** spec B §7 GET /api/agency/bookings/download.csv: fetched with the session's token, then saved as a file. */
export function CsvDownload({ query, fileName }: { query: BookingsCsvQuery; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AlertMessage | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const blob = await downloadBookingsCsv(query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setFailure(failureMessage(toApiFailure(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <button type="button" className={secondaryAction} onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <Trans>Download CSV</Trans>
      </button>
      {failure && <Alert message={failure} />}
    </div>
  );
}
