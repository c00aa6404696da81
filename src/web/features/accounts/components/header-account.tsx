import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { PROVIDER_AGENCY_NAME } from "../../../../shared/constants";
import { useSignedIn } from "../../../state/session";
import { useAgency, useAgencyActive } from "../../../state/site";
import { CrossSmallIcon } from "./icons";
import { LoginForm } from "./login-form";

const accountLink =
  "inline-flex h-9 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-on-primary shadow-sm transition hover:bg-primary-strong";

/**
 * The header's "Log in" / "Log out". Agency sites open the login dialog in place (spec A §2 "Modal
 * variants exist for agency sites"); the provider's own site links to /login.
 */
export function HeaderAccount() {
  const signedIn = useSignedIn();
  const active = useAgencyActive();
  const agency = useAgency();
  if (!active) {
    // spec A §4: an inactive agency disables every action.
    return (
      <span role="link" aria-disabled="true" className={`${accountLink} pointer-events-none opacity-50`}>
        {signedIn ? <Trans>Log out</Trans> : <Trans>Log in</Trans>}
      </span>
    );
  }
  if (signedIn) {
    return (
      <Link to="/logout" className={accountLink}>
        <Trans>Log out</Trans>
      </Link>
    );
  }
  if (agency.agencyName === PROVIDER_AGENCY_NAME) {
    return (
      <Link to="/login" className={accountLink}>
        <Trans>Log in</Trans>
      </Link>
    );
  }
  return <LoginDialog />;
}

function LoginDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button className={accountLink} onPress={() => setOpen(true)}>
        <Trans>Log in</Trans>
      </Button>
      <ModalOverlay
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/60 p-4 backdrop-blur-sm"
      >
        <Modal className="w-full max-w-md">
          <Dialog className="relative rounded-2xl bg-white p-6 text-slate-900 shadow-2xl outline-none sm:p-8">
            <Button
              slot="close"
              aria-label={t`Close`}
              className="absolute right-3 top-3 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CrossSmallIcon className="size-5" />
            </Button>
            <Heading slot="title" className="mb-1 text-2xl font-bold tracking-tight">
              <Trans>Log in</Trans>
            </Heading>
            <p className="mb-6 text-sm text-slate-600">
              <Trans>Welcome back. Log in to book and manage your trips.</Trans>
            </p>
            <LoginForm onFinished={close} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
