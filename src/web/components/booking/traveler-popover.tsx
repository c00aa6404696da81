import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode, RefObject } from "react";
import { Dialog, Popover } from "react-aria-components";

/** The traveller picker's open popup under its field (its own chunk, see traveler-picker.tsx). */
export function TravelerPopover({ triggerRef, onClose, children }: { triggerRef: RefObject<HTMLButtonElement | null>; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement="bottom start"
      className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl outline-none"
    >
      <Dialog aria-label={t`Choose travellers`} className="outline-none">
        <div className="space-y-4">
          {children}
          <div className="flex justify-end border-t border-slate-100 pt-3">
            <button type="button" onClick={onClose} className="rounded-lg px-3 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
              <Trans>Done</Trans>
            </button>
          </div>
        </div>
      </Dialog>
    </Popover>
  );
}
