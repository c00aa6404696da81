import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ComponentType, SVGProps } from "react";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/shared/constants";
import { useAgency } from "../state/site";
import { FacebookIcon, InstagramIcon, LinkedinIcon, MailIcon, PhoneIcon, TiktokIcon, TwitterIcon, YoutubeIcon } from "./icons";

// Brand names are not translated.
const NETWORKS: Record<SocialNetwork, { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  facebook: { name: "Facebook", Icon: FacebookIcon },
  twitter: { name: "Twitter", Icon: TwitterIcon },
  linkedin: { name: "LinkedIn", Icon: LinkedinIcon },
  instagram: { name: "Instagram", Icon: InstagramIcon },
  youtube: { name: "YouTube", Icon: YoutubeIcon },
  tiktok: { name: "TikTok", Icon: TiktokIcon },
};

const linkClass = "text-sm text-slate-400 transition hover:text-white";
const headingClass = "text-xs font-semibold uppercase tracking-wider text-slate-200";

/**
 * spec A §2 "Layout and navigation": Company (legal links; privacy, cookies and disclaimer
 * only when the agency has that text), Contact (phone and email if set), Social (each of
 * the six networks when set). On /pricing it adds the fixed registration lines (spec A §9).
 */
export function SiteFooter({ showRegistration }: { showRegistration: boolean }) {
  const { t } = useLingui();
  const agency = useAgency();
  const socials = SOCIAL_NETWORKS.filter((network) => Boolean(agency[network]));
  const hasContact = Boolean(agency.contactPhoneNumber || agency.contactEmailId);
  const year = new Date().getFullYear();
  const agencyName = agency.agencyName;
  return (
    <footer className="border-t border-slate-800 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          {agency.logo ? <img src={agency.logo} alt="" className="h-9 w-auto max-w-56 object-contain" /> : <p className="text-lg font-semibold text-white">{agency.agencyName}</p>}
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            <Trans>Flights, hotels, cars and activities, booked in one place.</Trans>
          </p>
        </div>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            <Trans>Company</Trans>
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/agency-terms-and-conditions/$id" params={{ id: agency._id }} className={linkClass}>
                <Trans>Terms and conditions</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user-terms-and-conditions" className={linkClass}>
                <Trans>User terms</Trans>
              </Link>
            </li>
            <li>
              <Link to="/credits" className={linkClass}>
                <Trans>Credits</Trans>
              </Link>
            </li>
            {agency.privacyPolicy && (
              <li>
                <Link to="/privacy-policy" className={linkClass}>
                  <Trans>Privacy policy</Trans>
                </Link>
              </li>
            )}
            {agency.cookiesPolicy && (
              <li>
                <Link to="/cookies-policy" className={linkClass}>
                  <Trans>Cookies policy</Trans>
                </Link>
              </li>
            )}
            {agency.disclaimer && (
              <li>
                <Link to="/disclaimer" className={linkClass}>
                  <Trans>Disclaimer</Trans>
                </Link>
              </li>
            )}
          </ul>
        </nav>

        {hasContact && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={headingClass}>
              <Trans>Contact</Trans>
            </h2>
            <ul className="mt-4 space-y-3">
              {agency.contactPhoneNumber && (
                <li>
                  <a href={`tel:${agency.contactPhoneNumber.replace(/[^\d+]/g, "")}`} className={`${linkClass} inline-flex items-center gap-2`}>
                    <PhoneIcon className="size-4" />
                    {agency.contactPhoneNumber}
                  </a>
                </li>
              )}
              {agency.contactEmailId && (
                <li>
                  <a href={`mailto:${agency.contactEmailId}`} className={`${linkClass} inline-flex items-center gap-2`}>
                    <MailIcon className="size-4" />
                    {agency.contactEmailId}
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}

        {socials.length > 0 && (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className={headingClass}>
              <Trans>Social</Trans>
            </h2>
            <ul className="mt-4 flex flex-wrap gap-1.5">
              {socials.map((network) => {
                const { name, Icon } = NETWORKS[network];
                return (
                  <li key={network}>
                    <a
                      href={agency[network] ?? undefined}
                      aria-label={name}
                      title={name}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="grid size-9 place-items-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 transition hover:bg-primary hover:text-on-primary"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          <p>
            <Trans>
              © {year} {agencyName}. All rights reserved.
            </Trans>
          </p>
          {showRegistration && (
            <div className="space-y-1" aria-label={t`Company registration`} role="group">
              <p>
                <Trans>Waypoint Travel Technologies Ltd. Registered in England and Wales, company no. 12345678. Registered office: 1 Example Street, London.</Trans>
              </p>
              <p>
                <Trans>VAT registration no. GB 123 4567 89. Waypoint is a technology provider and is not a travel agent.</Trans>
              </p>
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
