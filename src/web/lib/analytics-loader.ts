// The agency's analytics scripts (spec A §3 agencyData.analytics), fetched only once the visitor has accepted analytics
// cookies (./analytics.ts keeps the consent): a module of its own, so no page's first download carries it.
import type { AgencyData } from "@/shared/api/agency";

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

const loaded = new Set<string>();

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Loads gtag.js and the Facebook pixel for the agency's IDs, once per page. The snippets' queues are set up here, not inline (CSP). */
export function loadAnalytics(agency: AgencyData): void {
  const { googleAnalyticsId, facebookAnalyticsId } = agency.analytics;
  if (googleAnalyticsId && !loaded.has(googleAnalyticsId)) {
    loaded.add(googleAnalyticsId);
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the Arguments objects themselves from the data layer.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", googleAnalyticsId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleAnalyticsId)}`);
  }
  if (facebookAnalyticsId && !loaded.has(facebookAnalyticsId)) {
    loaded.add(facebookAnalyticsId);
    if (!window.fbq) {
      const fbq: Queue = (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue?.push(args);
      };
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = "2.0";
      fbq.push = fbq;
      window.fbq = fbq;
      window._fbq = fbq;
      addScript("https://connect.facebook.net/en_US/fbevents.js");
    }
    window.fbq("init", facebookAnalyticsId);
    window.fbq("track", "PageView");
  }
}
