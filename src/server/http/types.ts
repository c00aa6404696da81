import type { Language } from "@/shared/constants";
import type { AgencyRow } from "../db/schema";
import type { Translate } from "../i18n";

declare module "fastify" {
  interface FastifyRequest {
    /** The agency of this request (x-agency-key header, else Host); null when unknown. Set for /api routes. */
    agency: AgencyRow | null;
    /** Language picked from the lng query or Accept-Language (spec A §4). */
    lang: Language;
    /** Translate a shared message descriptor into `lang`. */
    t: Translate;
  }
}
