import { useEffect } from "react";
import type { AgencyData } from "../../shared/api/agency";
import { DEFAULT_PRIMARY_COLOR } from "../../shared/constants";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function safeColor(value: string, fallback: string): string {
  return HEX.test(value.trim()) ? value.trim() : fallback;
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
function readableOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.45 ? "#0f172a" : "#ffffff";
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
    root.setProperty("--color-on-primary", readableOn(primary));
    root.setProperty("--color-heading", safeColor(agency.headingColor, "#ffffff"));
    root.setProperty("--color-subheading", safeColor(agency.subHeadingColor, "#e2e8f0"));
    setFavicon(agency.favicon ?? "/favicon.svg");
    document.title = agency.agencyName;
  }, [agency]);
}
