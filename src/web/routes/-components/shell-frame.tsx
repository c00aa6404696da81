import { Trans } from "@lingui/react/macro";
import { memo, type ReactNode } from "react";
import { isLoginTypePath } from "@/shared/login-type-paths";
import { ConsentBanner } from "../../components/consent-banner";
import { InactiveAlert } from "../../components/inactive-alert";
import { SiteFooter } from "../../components/site-footer";
import { useAgencyActive } from "../../state/site";
import { SiteHeader } from "./site-header";

// The frame is drawn again when its kind of page changes (frameKindOf); the header, the footer and the consent
// banner are not, unless what they show changed ("Every page fast on a phone", signed-in pages: the header's two
// currency lists of ~150 options each, its menus and the footer were redrawn in every route change's task).
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
const Consent = memo(ConsentBanner);

/**
 * What of a page's path the frame shows: spec A §2 no header or footer on login-type pages (full-screen layouts of
 * their own), the footer's registration link on the pricing page, the whole frame elsewhere. The app's root reads
 * only this from the address, so a route change between two pages of the same kind draws no frame at all ("Every
 * page fast on a phone", signed-in pages: the frame was drawn again in each route change's first task, before the
 * new page existed).
 */
export type FrameKind = "bare" | "pricing" | "page";

export function frameKindOf(pathname: string): FrameKind {
  if (isLoginTypePath(pathname)) return "bare";
  return pathname === "/pricing" ? "pricing" : "page";
}

/**
 * Every page's frame: the header, the page (`children`, in <main>), the footer, the consent banner and `after`
 * (the debug inspector). The app draws it around the router's page; the server draws it around the landing's first
 * screen (src/web/first-screen.tsx), so both are the same markup.
 */
export function ShellFrame({ kind, children, after }: { kind: FrameKind; children: ReactNode; after?: ReactNode }) {
  const active = useAgencyActive();
  const bare = kind === "bare";
  return (
    <div className="flex min-h-svh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        <Trans>Skip to content</Trans>
      </a>
      {!bare && <Header />}
      {!active && <InactiveAlert />}
      {/* At least a screen tall: the footer starts below the fold. A page's content often arrives after the frame (a
          route's code, a supplier's answer, the provider's marketing page), and a footer in view would be pushed
          down under the visitor's finger ("Every page fast on a phone": Lighthouse put 0.37 to 0.92 of layout
          shift on the footer of the landing, the results and the details pages). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        {children}
      </main>
      {!bare && <Footer showRegistration={kind === "pricing"} />}
      <Consent />
      {after}
    </div>
  );
}
