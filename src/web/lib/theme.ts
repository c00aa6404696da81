import { useEffect } from "react";
import type { AgencyData } from "@/shared/api/agency";
import { brandColorVariables, faviconOf } from "@/shared/branding/theme";

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Applies the agency's brand: colour variables read by the Tailwind theme, favicon and title. The server
 * writes the same into the first HTML (src/server/agency/first-html.ts); this keeps them in step when the
 * website settings change them while the page is open.
 */
export function useAgencyTheme(agency: AgencyData): void {
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of brandColorVariables(agency)) root.setProperty(name, value);
    setFavicon(faviconOf(agency));
    document.title = agency.agencyName;
  }, [agency]);
}
