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
 * A plain anchor, not the router's Link: its targets (login, booking screens) belong to
 * later work and are not in the route tree yet.
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
    <a href={href} className={className}>
      {children}
    </a>
  );
}
