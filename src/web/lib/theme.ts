import { useEffect } from "react";
import type { AgencyData } from "../../shared/api/agency";
import { isHexColor, readableTextOn } from "../../shared/branding/contrast";
import { DEFAULT_PRIMARY_COLOR } from "../../shared/constants";

function safeColor(value: string, fallback: string): string {
  return isHexColor(value) ? value.trim() : fallback;
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  link.href = href;
}

/** Applies the agency's brand: colour variables read by the Tailwind theme, favicon and title. */
export function useAgencyTheme(agency: AgencyData): void {
  useEffect(() => {
    const root = document.documentElement.style;
    const primary = safeColor(agency.primaryColor, DEFAULT_PRIMARY_COLOR);
    root.setProperty("--color-primary", primary);
    root.setProperty("--color-on-primary", readableTextOn(primary));
    root.setProperty("--color-heading", safeColor(agency.headingColor, "#ffffff"));
    root.setProperty("--color-subheading", safeColor(agency.subHeadingColor, "#e2e8f0"));
    setFavicon(agency.favicon ?? "/favicon.svg");
    document.title = agency.agencyName;
  }, [agency]);
}
