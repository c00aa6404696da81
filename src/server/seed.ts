import { and, eq, inArray } from "drizzle-orm";
import { allMenu, cookiesPolicy, disclaimer, privacyPolicy, PROVIDER_AGENCY, termsAndConditions } from "./agency/defaults";
import { hashPassword } from "./auth/password";
import type { Db } from "./db/client";
import { seedHotels } from "./hotels/seed";
import { seedFlights } from "./db/seed-flights";
import { periodEnd, type PlanType } from "@/shared/billing/plans";
import { agencies, agencySubscriptions, users, type NewAgencyRow, type UserType } from "./db/schema";
import { rewardWallets } from "./db/schema-reward-wallet";

/** Meets the spec A §5 password rule: 8-20 chars, lower, upper, digit, special. */
export const DEMO_PASSWORD = "Demo@1234";

interface DemoLogin {
  agency: string;
  subdomain: string;
  email: string;
  password: string;
  role: string;
}

type SeedAgency = NewAgencyRow & { subdomain: string };

const acmeEmail = "hello@acme.test";
const nomadEmail = "hello@nomad.test";

const SEED_AGENCIES: SeedAgency[] = [
  PROVIDER_AGENCY,
  {
    code: "ACME",
    agencyName: "Acme Travel",
    subdomain: "acme",
    customDomains: ["travel.acme.test"],
    status: "Active",
    isSubscribed: true,
    subscriptionPlan: "growth",
    primaryColor: "#d9480f",
    heading: "Journeys crafted around the way you travel", // 42 chars: short hero size class
    subHeading: "Flights, stays, cars and experiences, booked with people who know the way.",
    headingColor: "#ffffff",
    subHeadingColor: "#fff4e6",
    logo: "/media/acme-logo.webp",
    favicon: "/media/acme-favicon.png",
    backgroundImage: "/media/acme-hero.jpg",
    backgroundVideo: "/media/acme-hero.mp4",
    mobileBackgroundImage: "/media/acme-hero-mobile.jpg",
    backgroundOverlay: 35,
    carouselImages: ["/media/slide-1.jpg", "/media/slide-2.jpg", "/media/slide-3.jpg"],
    authLayout: "fullscreen",
    bookingMenuItemOptions: allMenu(["Air Travel", "Hotels", "Cars", "Activities"]),
    isFacebookEnabled: true,
    isGoogleEnabled: true,
    termsAndConditions: termsAndConditions("Acme Travel"),
    privacyPolicy: privacyPolicy("Acme Travel", acmeEmail),
    cookiesPolicy: cookiesPolicy("Acme Travel"),
    disclaimer: disclaimer("Acme Travel"),
    facebook: "https://www.facebook.com/acmetravel",
    twitter: "https://twitter.com/acmetravel",
    linkedin: "https://www.linkedin.com/company/acme-travel",
    instagram: "https://www.instagram.com/acmetravel",
    youtube: "https://www.youtube.com/@acmetravel",
    tiktok: "https://www.tiktok.com/@acmetravel",
    contactPhoneNumber: "+1 415 555 0142",
    contactEmailId: acmeEmail,
    defaultLanguage: "en",
    defaultCurrency: "USD",
  },
  {
    code: "NOMAD",
    agencyName: "Nomad Journeys",
    subdomain: "nomad",
    status: "Active",
    isSubscribed: true,
    subscriptionPlan: "starter",
    primaryColor: "#0b7285",
    heading: "Slow travel for people who work from anywhere and like to stay a while", // 71 chars: medium
    subHeading: "Long-stay flights and hotels, planned by a small team of fellow nomads.",
    headingColor: "#ffffff",
    subHeadingColor: "#e3fafc",
    logo: "/media/nomad-logo.webp",
    favicon: "/media/nomad-favicon.png",
    backgroundImage: "/media/nomad-hero.jpg",
    backgroundOverlay: 20,
    authLayout: "split",
    bookingMenuItemOptions: allMenu(["Air Travel", "Hotels"]),
    isFacebookEnabled: false,
    isGoogleEnabled: true,
    termsAndConditions: termsAndConditions("Nomad Journeys"),
    privacyPolicy: privacyPolicy("Nomad Journeys", nomadEmail),
    facebook: "https://www.facebook.com/nomadjourneys",
    instagram: "https://www.instagram.com/nomadjourneys",
    contactPhoneNumber: "+351 21 555 0187",
    contactEmailId: nomadEmail,
    defaultLanguage: "en",
    defaultCurrency: "EUR",
  },
  {
    code: "DORMANT",
    agencyName: "Dormant Tours",
    subdomain: "dormant",
    status: "Inactive",
    isSubscribed: false,
    primaryColor: "#495057",
    heading: "Tours that are taking a break",
    subHeading: "This agency is not taking bookings at the moment.",
    backgroundImage: "/media/slide-2.jpg",
    backgroundOverlay: 50,
    bookingMenuItemOptions: allMenu(["Air Travel", "Hotels", "Cars", "Activities"]),
    contactEmailId: "hello@dormant.test",
  },
];

interface SeedUser {
  name: string;
  local: string;
  userType: UserType;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
  role: string;
  /** docs/decisions.md "Reward wallet": a client the agency enabled the wallet for, with this credit (minor units, USD) to try it. */
  walletCredit?: number;
}

const staff = (owner: string, admin: string, agent: string, restricted: string, alice: string, bob: string): SeedUser[] => [
  { name: owner, local: "owner", userType: "AgencyOwner", isTravelAgent: true, isRestrictedAgent: false, role: "AgencyOwner" },
  { name: admin, local: "admin", userType: "Admin", isTravelAgent: true, isRestrictedAgent: false, role: "Admin" },
  { name: agent, local: "agent", userType: "Agent", isTravelAgent: true, isRestrictedAgent: false, role: "Agent" },
  { name: restricted, local: "restricted", userType: "Agent", isTravelAgent: true, isRestrictedAgent: true, role: "Agent (restricted)" },
  { name: alice, local: "alice", userType: "Customer", isTravelAgent: false, isRestrictedAgent: false, role: "Customer" },
  { name: bob, local: "bob", userType: "Customer", isTravelAgent: false, isRestrictedAgent: false, role: "Customer" },
];

const SEED_USERS: Record<string, { domain: string; people: SeedUser[] }> = {
  acme: {
    domain: "acme.test",
    people: [
      ...staff("Maria Santos", "Daniel Kim", "Priya Shah", "Tom Becker", "Alice Martin", "Bob Ferreira"),
      { name: "Carol Nguyen", local: "carol", userType: "Customer", isTravelAgent: false, isRestrictedAgent: false, role: "Customer (reward wallet)", walletCredit: 15_000 },
    ],
  },
  // The provider's operator: the console of agencies on the bare host (issue "Ready to go live").
  www: { domain: "waypoint.test", people: [{ name: "Olivia Okoro", local: "ops", userType: "AgencyOwner", isTravelAgent: true, isRestrictedAgent: false, role: "Provider operator" }] },
  nomad: { domain: "nomad.test", people: staff("Lena Fischer", "Carlos Ruiz", "Aiko Tanaka", "Sam Okafor", "Alice Moreau", "Bob Lindqvist") },
};

export const DEMO_LOGINS: DemoLogin[] = Object.entries(SEED_USERS).flatMap(([subdomain, { domain, people }]) => {
  const agency = SEED_AGENCIES.find((a) => a.subdomain === subdomain)?.agencyName ?? subdomain;
  return people.map((p) => ({ agency, subdomain, email: `${p.local}@${domain}`, password: DEMO_PASSWORD, role: p.role }));
});

/**
 * Idempotent: inserts what is missing (by subdomain, by agency + email) and leaves existing
 * rows alone, so edits made in the back office survive a restart.
 */
export async function seed(db: Db): Promise<{ agenciesInserted: number; usersInserted: number }> {
  const insertedAgencies = await db.insert(agencies).values(SEED_AGENCIES).onConflictDoNothing({ target: agencies.subdomain }).returning({ id: agencies.id });

  await seedSubscriptions(db);

  let usersInserted = 0;
  // One scrypt run for every demo account rather than one each (about 1 s of CPU on two cores, on every
  // start on an empty folder): the demo password is printed in the start banner, so a salt shared
  // among the demo accounts hides nothing it would otherwise hide.
  let demoHash: Promise<string> | undefined;
  for (const [subdomain, { domain, people }] of Object.entries(SEED_USERS)) {
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, subdomain));
    if (!agency) continue;
    const emails = people.map((p) => `${p.local}@${domain}`);
    const existing = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.agencyId, agency.id), inArray(users.email, emails)));
    const have = new Set(existing.map((u) => u.email));
    const missing = people.filter((p) => !have.has(`${p.local}@${domain}`));
    if (missing.length === 0) continue;
    demoHash ??= hashPassword(DEMO_PASSWORD);
    const passwordHash = await demoHash;
    const rows = missing.map((p) => ({
      agencyId: agency.id,
      name: p.name,
      email: `${p.local}@${domain}`,
      passwordHash,
      userType: p.userType,
      isTravelAgent: p.isTravelAgent,
      isRestrictedAgent: p.isRestrictedAgent,
      emailVerified: true,
      language: "en" as const,
      isRewardWalletEnable: p.walletCredit !== undefined,
    }));
    const inserted = await db
      .insert(users)
      .values(rows)
      .onConflictDoNothing({ target: [users.agencyId, users.email] })
      .returning({ id: users.id, email: users.email });
    usersInserted += inserted.length;
    // The wallet's starting credit, once, with the user: a restart never tops it up again.
    const credited = inserted.flatMap((u) => {
      const credit = missing.find((p) => `${p.local}@${domain}` === u.email)?.walletCredit;
      return credit ? [{ userId: u.id, currency: "USD", balance: credit }] : [];
    });
    if (credited.length) await db.insert(rewardWallets).values(credited).onConflictDoNothing();
  }
  await seedFlights(db);
  await seedHotels(db);
  return { agenciesInserted: insertedAgencies.length, usersInserted };
}

/** The demo's plans: Nomad pays monthly, so switching to yearly billing can be tried there. */
const SEED_PLANS: Record<string, PlanType> = { www: "yearly", acme: "yearly", nomad: "monthly" };

/**
 * The subscribed demo agencies get their plan if they have none yet (spec A §3 isSubscribed): the back
 * office's paid features stay open to them. An existing subscription (one changed in the demo) is kept.
 */
async function seedSubscriptions(db: Db): Promise<void> {
  const subscribed = await db
    .select({ id: agencies.id, subdomain: agencies.subdomain })
    .from(agencies)
    .where(and(inArray(agencies.subdomain, Object.keys(SEED_PLANS)), eq(agencies.isSubscribed, true)));
  if (subscribed.length === 0) return;
  const start = new Date();
  const rows = subscribed.map(({ id, subdomain }) => {
    const planType = SEED_PLANS[subdomain] ?? "yearly";
    return { agencyId: id, planType, currentPeriodStart: start, currentPeriodEnd: periodEnd(start, planType) };
  });
  await db.insert(agencySubscriptions).values(rows).onConflictDoNothing({ target: agencySubscriptions.agencyId });
}
