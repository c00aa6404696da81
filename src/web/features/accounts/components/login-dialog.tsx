import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { CrossSmallIcon } from "./icons";
import { LoginForm } from "./login-form";

/**
 * The header's login dialog on agency sites (spec A §2 "Modal variants exist for agency sites").
 * Its own chunk: react-aria's modal, react-hook-form and the login machine load when a visitor
 * opens it (src/web/features/accounts/components/header-account.tsx), not with every landing page.
 */
export function LoginDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/60 p-4 backdrop-blur-sm">
      <Modal className="w-full max-w-md">
        <Dialog className="relative rounded-2xl bg-white p-6 text-slate-900 shadow-2xl outline-none sm:p-8">
          <Button slot="close" aria-label={t`Close`} className="absolute right-3 top-3 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900">
            <CrossSmallIcon className="size-5" />
          </Button>
          <Heading slot="title" className="mb-1 text-2xl font-bold tracking-tight">
            <Trans>Log in</Trans>
          </Heading>
          <p className="mb-6 text-sm text-slate-600">
            <Trans>Welcome back. Log in to book and manage your trips.</Trans>
          </p>
          <LoginForm onFinished={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
