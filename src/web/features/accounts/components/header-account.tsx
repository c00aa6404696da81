import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import { useSignedIn } from "../../../state/session";
import { useAgency, useAgencyActive } from "../../../state/site";
import { withAppStyles } from "../../../lib/page-styles";

const accountLink = "inline-flex h-9 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-on-primary shadow-sm transition hover:bg-primary-hover";

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
  return <LoginDialogButton />;
}

// Loaded on first intent (pointer over, focus, press) so the landing page does not carry the dialog.
const loadLoginDialog = () => withAppStyles(import("./login-dialog"));
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/**
 * A plain button (react-aria's would bring its library into the landing page); the modal restores
 * focus to it on close. The dialog mounts on the first press and stays mounted, so reopening is instant.
 */
function LoginDialogButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadLoginDialog();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={accountLink}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Trans>Log in</Trans>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LoginDialog isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
