import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { AgencyData } from "@/shared/api/agency";
import { headingSize } from "@/shared/branding/heading-size";
import { brandColorVariables } from "@/shared/branding/colours";
import { SiteContext, useSite } from "../../state/site";

type Page = "landing" | "signIn";

/**
 * The draft's colours on the preview only (the page around it keeps the saved brand): every derived shade
 * is set again here, since at :root they were derived from the saved colours.
 */
function brandVariables(agency: AgencyData): CSSProperties {
  return Object.fromEntries(brandColorVariables(agency)) as CSSProperties;
}

/** The width the preview lays the page out at: this screen's own, so it shows what this device would see. */
function useFrameWidth(): number {
  const [width, setWidth] = useState(() => Math.min(1440, Math.max(360, window.innerWidth)));
  useEffect(() => {
    const onResize = () => setWidth(Math.min(1440, Math.max(360, window.innerWidth)));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

/**
 * The landing and sign-in pages as the draft would make them, drawn by the site's own components at this
 * screen's width and scaled into the box. It is a picture of the form: inert and hidden from assistive
 * technology, which reads the form itself.
 */
export function WebsitePreview({ draft, landing, signIn }: { draft: AgencyData; landing: ReactNode; signIn: ReactNode }) {
  const { t } = useLingui();
  const site = useSite();
  const [page, setPage] = useState<Page>("landing");
  const box = useRef<HTMLDivElement>(null);
  const frameWidth = useFrameWidth();
  const frameHeight = frameWidth < 768 ? Math.round(frameWidth * 1.9) : Math.round(frameWidth * 0.62);
  const [scale, setScale] = useState(0.3);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale((entry?.contentRect.width ?? frameWidth) / frameWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frameWidth]);
  const size = headingSize(draft.heading);
  const tab = "rounded-lg px-3 py-1.5 text-sm font-semibold transition aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm text-slate-600";
  return (
    <div>
      <div role="group" aria-label={t`Preview page`} className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        <button type="button" className={tab} aria-pressed={page === "landing"} onClick={() => setPage("landing")}>
          <Trans>Landing page</Trans>
        </button>
        <button type="button" className={tab} aria-pressed={page === "signIn"} onClick={() => setPage("signIn")}>
          <Trans>Sign-in page</Trans>
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-600" data-testid="preview-heading-size">
        {size === "short" ? (
          <Trans>Heading under 50 characters: the largest size.</Trans>
        ) : size === "medium" ? (
          <Trans>Heading under 100 characters: the middle size.</Trans>
        ) : (
          <Trans>Heading of 100 characters or more: the smallest size.</Trans>
        )}
      </p>
      <div ref={box} className="mt-3 overflow-hidden rounded-xl border border-slate-300 bg-slate-900 shadow-inner" style={{ height: frameHeight * scale }}>
        <div
          inert
          aria-hidden="true"
          data-testid="website-preview"
          className="pointer-events-none origin-top-left overflow-hidden"
          style={{ width: frameWidth, height: frameHeight, transform: `scale(${scale})`, ...brandVariables(draft) }}
        >
          <SiteContext value={{ ...site, agency: draft }}>{page === "landing" ? landing : signIn}</SiteContext>
        </div>
      </div>
    </div>
  );
}
