import { useEffect } from "react";
import type { AgencyData } from "@/shared/api/agency";
import { faviconOf } from "@/shared/branding/theme";
import { setSiteTitle } from "./document-title";

/** The agency's three colours the page wears: null before the app's first draw, "" when the first HTML wore none. */
let worn: string | null = null;

/**
 * Applies the agency's brand: colour variables read by the Tailwind theme, favicon and title. The server
 * writes the same into the first HTML (src/server/agency/first-html.ts); this keeps them in step when the
 * website settings change them while the page is open. The first HTML's colours are the first load's agency's (the
 * same host's answer), so they are not worked out and set again as the app starts, and the palette's rules load only
 * when they change ("Every page fast on a phone, part 5": its contrast checks and seven variables set on the root,
 * which restyles the whole page, were 40 ms of the app's longest task at 4× CPU, and its code 0.8 KiB of every page).
 */
export function useAgencyTheme(agency: AgencyData): void {
  useEffect(() => {
    const root = document.documentElement.style;
    const colours = agency.primaryColor + agency.headingColor + agency.subHeadingColor;
    worn ??= root.getPropertyValue("--color-primary") && colours;
    if (worn !== colours) {
      worn = colours;
      void import("@/shared/branding/colours")
        .then(({ brandColorVariables }) => {
          for (const [name, value] of brandColorVariables(agency)) root.setProperty(name, value);
        })
        // A chunk that does not arrive is announced by the load-error prompt (spec A §8).
        .catch(() => {});
    }
    // index.html always has its icon link (the server names the agency's in it).
    document.querySelector<HTMLLinkElement>("link[rel~='icon']")?.setAttribute("href", faviconOf(agency));
    setSiteTitle(agency.agencyName);
  }, [agency]);
}
