import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

interface BookingModalProps {
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Dismissable with Escape and a close button (not while a step is mandatory, e.g. 3-D Secure). */
  dismissable?: boolean;
  /** Full screen on phones (spec A §2 date picker). */
  fullScreenOnMobile?: boolean;
  size?: "md" | "lg";
  role?: "dialog" | "alertdialog";
}

/** A focus-trapped modal dialog (react-aria), shared by every booking vertical. */
export function BookingModal({ isOpen, onOpenChange, title, children, dismissable = true, fullScreenOnMobile = false, size = "md", role = "dialog" }: BookingModalProps) {
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
