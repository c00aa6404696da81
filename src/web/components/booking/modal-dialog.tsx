import { useLingui } from "@lingui/react/macro";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { BookingModalProps } from "./modal";

/**
 * The modal itself (react-aria's overlay, focus trap and dialog): a chunk of its own that `BookingModal` loads
 * when a dialog first opens, so no page carries it in its first load for a dialog it has not opened.
 */
export function ModalDialog({ isOpen, onOpenChange, title, children, dismissable = true, fullScreenOnMobile = false, size = "md", role = "dialog" }: BookingModalProps) {
  const { t } = useLingui();
  const width = size === "lg" ? "sm:max-w-3xl" : "sm:max-w-lg";
  const shape = fullScreenOnMobile ? "h-svh w-full sm:h-auto sm:rounded-2xl" : "w-[calc(100%-2rem)] rounded-2xl";
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 backdrop-blur-sm"
    >
      <Modal className={`${shape} ${width} max-h-svh overflow-y-auto bg-white shadow-2xl outline-none`}>
        <Dialog role={role} className="flex h-full flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
                <Heading slot="title" className="text-lg font-semibold text-slate-900">
                  {title}
                </Heading>
                {dismissable && (
                  <button type="button" onClick={close} aria-label={t`Close`} className="-mr-2 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900">
                    <span aria-hidden="true" className="text-2xl leading-none">
                      ×
                    </span>
                  </button>
                )}
              </div>
              <div className="flex-1 px-5 py-5 sm:px-6">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
