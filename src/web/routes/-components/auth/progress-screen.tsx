import type { ReactNode } from "react";
import { Spinner } from "../../../features/accounts/components/icons";

/** A screen that only runs a machine (verify, logout, SSO, social callback): a live status line. */
export function ProgressScreen({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-svh place-items-center bg-slate-950 px-4 text-white">
      <p role="status" className="flex items-center gap-3 text-lg font-medium">
        <Spinner className="size-6" />
        {children}
      </p>
    </div>
  );
}
