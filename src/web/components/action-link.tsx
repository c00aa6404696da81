import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useAgencyActive } from "../state/site";

interface ActionLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link that starts an action (Book Now, Log in, a booking tab). spec A §4: an inactive
 * agency disables every action, so it then stays a link for assistive technology but
 * is marked aria-disabled and goes nowhere.
 *
 * The router's Link: a click changes the page in place, so the agency, the reference data and the
 * loaded code are not fetched again as a full document load would.
 */
export function ActionLink({ href, className, children }: ActionLinkProps) {
  const active = useAgencyActive();
  if (!active) {
    return (
      <a role="link" aria-disabled="true" className={`${className ?? ""} pointer-events-none opacity-50`}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
