import type { BookingQuestion, CancellationPolicy } from "@/shared/api/activities";
import type { ProductTag } from "@/shared/activities/tags";
import { money, type Money } from "@/shared/money";
import { BoundedCache } from "../../lib/bounded-cache";
import { Prng } from "../sandbox/random";
import { cityById, type City } from "../reference/cities";

// The sandbox's products, made deterministically per destination (a GeoNames city): the same city
// gives the same products on any machine, with their options, start times, prices, policy and tags.
// Sold in US dollars (integer cents), like the flight sandbox. docs/sandbox.md "Activities".

export interface SandboxOption {
  readonly optionCode: string;
  readonly title: string;
  readonly description: string;
  readonly adultPrice: Money;
  readonly childPrice: Money;
  readonly startTimes: readonly string[];
}

export interface SandboxProduct {
  readonly code: string;
  readonly city: City;
  readonly title: string;
  readonly shortDescription: string;
  readonly description: string;
  readonly durationMinutes: number;
  readonly rating: number;
  readonly reviewCount: number;
  readonly tags: readonly ProductTag[];
  /** Percent off (spec B §9 "deals and discount"); 0 without a deal. */
  readonly discountPercent: number;
  readonly options: readonly SandboxOption[];
  readonly policy: CancellationPolicy;
  readonly questions: readonly BookingQuestion[];
  readonly languages: readonly string[];
  readonly inclusions: readonly string[];
  readonly exclusions: readonly string[];
  readonly meetingPoint: { readonly ref: string; readonly name: string; readonly address: string; readonly lat: number; readonly lon: number };
  /** Places per slot; "likely to sell out" products have few. */
  readonly capacity: number;
  /** 0 = Sunday … 6 = Saturday; null when it runs every day. */
  readonly closedWeekday: number | null;
  /** The recommended order (higher first). */
  readonly score: number;
  readonly imageCount: number;
}

interface Theme {
  readonly title: string;
  readonly minutes: readonly [number, number];
  /** Start times to choose from (local). */
  readonly times: readonly string[];
  /** Adult price in cents. */
  readonly price: number;
  readonly kids: boolean;
  readonly virtual?: boolean;
  readonly inclusions: readonly string[];
  readonly question?: BookingQuestion["id"];
}

const MORNING = ["07:00", "08:30", "09:00", "10:00", "11:00"];
const DAYTIME = ["09:00", "10:30", "12:00", "13:30", "15:00", "16:00"];
const EVENING = ["17:00", "18:00", "19:30", "20:30", "21:00"];
const ALL_DAY = [...MORNING, ...DAYTIME, ...EVENING];

const THEMES: readonly Theme[] = [
  { title: "{city} Old Town Walking Tour", minutes: [120, 180], times: DAYTIME, price: 2900, kids: true, inclusions: ["Local guide", "Map of the old town"] },
  { title: "{city} Food and Wine Tasting", minutes: [180, 240], times: EVENING, price: 8900, kids: false, inclusions: ["Eight tastings", "Three glasses of wine"], question: "dietaryRequirements" },
  { title: "{city} Bike Tour", minutes: [150, 210], times: MORNING, price: 3900, kids: true, inclusions: ["Bike and helmet", "Bottled water"] },
  { title: "Sunset Cruise in {city}", minutes: [90, 150], times: EVENING, price: 5500, kids: true, inclusions: ["Welcome drink", "Live commentary"] },
  { title: "{city} Museum Skip-the-Line Ticket", minutes: [45, 60], times: DAYTIME, price: 1800, kids: true, inclusions: ["Entry ticket", "Audio guide"] },
  {
    title: "{city} Cooking Class with a Local Chef",
    minutes: [180, 240],
    times: [...MORNING, ...EVENING],
    price: 9900,
    kids: false,
    inclusions: ["All ingredients", "Lunch or dinner you cook"],
    question: "dietaryRequirements",
  },
  {
    title: "Full-Day Trip from {city}",
    minutes: [540, 720],
    times: ["07:00", "07:30", "08:00"],
    price: 11900,
    kids: true,
    inclusions: ["Air-conditioned coach", "Lunch", "Entry fees"],
    question: "pickupHotel",
  },
  { title: "2-Day Countryside Escape from {city}", minutes: [2880, 2880], times: ["07:30", "08:00"], price: 34900, kids: true, inclusions: ["One night's hotel", "Breakfast", "Guide"], question: "pickupHotel" },
  {
    title: "5-Day Grand Tour from {city}",
    minutes: [7200, 7200],
    times: ["08:00"],
    price: 129900,
    kids: false,
    inclusions: ["Four nights' hotels", "Breakfasts", "Guide", "Transport"],
    question: "pickupHotel",
  },
  { title: "Virtual Live Tour of {city}", minutes: [40, 60], times: ALL_DAY, price: 900, kids: true, virtual: true, inclusions: ["Live video guide", "Recording afterwards"] },
  { title: "{city} Night Photography Walk", minutes: [120, 150], times: ["19:30", "20:30", "21:00"], price: 4500, kids: false, inclusions: ["Photographer guide", "Tripod on loan"] },
  { title: "{city} Segway Tour", minutes: [60, 120], times: DAYTIME, price: 6500, kids: false, inclusions: ["Segway training", "Guide"] },
  { title: "Kayaking Adventure near {city}", minutes: [180, 240], times: MORNING, price: 6900, kids: true, inclusions: ["Kayak and paddle", "Life jacket", "Snacks"] },
  { title: "{city} Street Art Tour", minutes: [90, 120], times: DAYTIME, price: 2500, kids: true, inclusions: ["Street artist guide"] },
  { title: "{city} Market Tour and Tasting", minutes: [120, 180], times: MORNING, price: 4900, kids: true, inclusions: ["Market tastings", "Coffee"], question: "dietaryRequirements" },
  { title: "{city} Hop-On Hop-Off Bus Pass", minutes: [1440, 1440], times: ["09:00"], price: 3500, kids: true, inclusions: ["24-hour pass", "Audio commentary"] },
  { title: "{city} Ghost and Legends Walk", minutes: [90, 120], times: EVENING, price: 2200, kids: false, inclusions: ["Storyteller guide"] },
  { title: "History of {city} Guided Tour", minutes: [150, 240], times: DAYTIME, price: 3900, kids: true, inclusions: ["Historian guide", "Entry to two monuments"] },
  { title: "{city} Craft Beer Crawl", minutes: [180, 210], times: EVENING, price: 5900, kids: false, inclusions: ["Four breweries", "Ten tastings"] },
  { title: "{city} Helicopter Flight", minutes: [20, 30], times: DAYTIME, price: 19900, kids: true, inclusions: ["Flight", "Safety briefing"], question: "mobileOnTheDay" },
  { title: "Private Driver in {city} for the Day", minutes: [480, 480], times: ["08:00", "09:00"], price: 29900, kids: true, inclusions: ["Driver", "Fuel and parking"], question: "pickupHotel" },
  { title: "Sunrise Yoga in {city}", minutes: [60, 75], times: ["06:00", "06:30", "07:00"], price: 1900, kids: false, inclusions: ["Yoga mat", "Herbal tea"] },
  { title: "{city} Escape Room", minutes: [60, 60], times: [...DAYTIME, ...EVENING], price: 2500, kids: true, inclusions: ["Game master", "Team photo"] },
  { title: "Surf Lesson near {city}", minutes: [120, 150], times: MORNING, price: 4900, kids: true, inclusions: ["Board and wetsuit", "Instructor"], question: "mobileOnTheDay" },
];

/** Variants multiply the themes (24 × 8 titles): the name's prefix and the price factor. */
const VARIANTS: readonly { prefix: string; factor: number; avoidCrowd: boolean }[] = [
  { prefix: "", factor: 1, avoidCrowd: false },
  { prefix: "Small-Group ", factor: 1.3, avoidCrowd: true },
  { prefix: "Private ", factor: 2.4, avoidCrowd: true },
  { prefix: "Early-Bird ", factor: 0.9, avoidCrowd: true },
  { prefix: "Premium ", factor: 1.7, avoidCrowd: false },
  { prefix: "Family ", factor: 1.1, avoidCrowd: false },
  { prefix: "Express ", factor: 0.8, avoidCrowd: false },
  { prefix: "Local's ", factor: 1.2, avoidCrowd: true },
];

const LANGUAGES = ["English", "Spanish", "Portuguese", "French", "German", "Italian"];
const STREETS = ["Main Square", "Harbour Gate", "Central Station", "Cathedral Steps", "Riverside Pier", "Old Market Hall", "City Hall Plaza"];
const AUTHORS = ["Maria", "John", "Aiko", "Pedro", "Fatima", "Lars", "Chen", "Amara", "Lucas", "Sofia"];

/** spec B §9 page size: a town still fills a page; a big city has several (at most 180 products). */
export function productCountOf(city: City): number {
  return Math.min(VARIANTS.length * THEMES.length - 12, 20 + Math.floor(Math.sqrt(city.population) / 6));
}

const cents = (amount: number) => money(Math.round(amount / 100) * 100 - 1, "USD");

function makeProduct(city: City, index: number): SandboxProduct {
  const code = `${city.id}P${index + 1}`;
  const r = new Prng(`activity:${code}`);
  const theme = THEMES[index % THEMES.length] ?? THEMES[0]!;
  const variant = VARIANTS[Math.floor(index / THEMES.length) % VARIANTS.length] ?? VARIANTS[0]!;
  const title = variant.prefix + theme.title.replace("{city}", city.name);
  const durationMinutes = Math.round(r.range(theme.minutes[0], theme.minutes[1]) / 15) * 15 || theme.minutes[0];
  const cityFactor = 0.75 + new Prng(`city:${city.id}`).next() * 0.6;
  const adult = theme.price * variant.factor * cityFactor * r.range(0.9, 1.15);
  const times = [...new Set(Array.from({ length: r.int(1, Math.min(4, theme.times.length)) }, () => r.pick(theme.times)))].sort();
  const optionTitles = ["Standard", "With hotel pickup", "VIP with extras"];
  const options: SandboxOption[] = optionTitles.slice(0, r.int(1, 3)).map((optionTitle, i) => {
    const factor = [1, 1.15, 1.45][i] ?? 1;
    return {
      optionCode: `OPT${i + 1}`,
      title: optionTitle,
      description: i === 0 ? "The activity as described." : i === 1 ? "As described, with pickup from and return to central hotels." : "Front-row places, a welcome gift and a smaller group.",
      adultPrice: cents(adult * factor),
      childPrice: cents(adult * factor * (theme.kids ? 0.65 : 0.9)),
      startTimes: i === 2 ? times.slice(0, 1) : times,
    };
  });
  const policyRoll = r.next();
  const policy: CancellationPolicy = policyRoll < 0.7 ? { type: "FREE", hoursBefore: 24 } : policyRoll < 0.88 ? { type: "PARTIAL", hoursBefore: 48 } : { type: "NON_REFUNDABLE", hoursBefore: 0 };
  const discountPercent = r.next() < 0.2 ? r.pick([10, 15, 20, 25]) : 0;
  const likely = r.next() < 0.15;
  const tags: ProductTag[] = [];
  if (discountPercent > 0) tags.push("dealsAndDiscounts");
  if (likely) tags.push("likelyToSellOut");
  if (policy.type === "FREE") tags.push("freeCancellation");
  if (variant.avoidCrowd || theme.virtual) tags.push("avoidCrowd");
  if (theme.kids || variant.prefix === "Family ") tags.push("kidFriendly");
  if (theme.virtual) tags.push("virtualExperience");
  if (r.next() < 0.55) tags.push("safetyMeasures");
  const rating = Math.round(r.range(3.6, 5) * 10) / 10;
  const reviewCount = Math.floor(Math.pow(r.next(), 2.5) * 4000) + 3;
  const languages = ["English", ...LANGUAGES.slice(1).filter(() => r.next() < 0.35)];
  const street = r.pick(STREETS);
  const questions: BookingQuestion[] = theme.question ? [{ id: theme.question, required: theme.question !== "dietaryRequirements" }] : [];
  return {
    code,
    city,
    title,
    shortDescription: `${title}: ${durationText(durationMinutes)} with ${theme.inclusions[0]?.toLowerCase() ?? "a guide"}.`,
    description:
      `Discover ${city.name} on the ${title.toLowerCase()}. ` +
      `Meet at ${street}, where your host welcomes the group and sets off. ` +
      `Along the way you will see the places locals love, hear the stories behind them and have time for photographs. ` +
      `Suitable for ${theme.kids ? "all ages" : "adults"}; comfortable shoes are recommended. ` +
      `Operated in ${languages.join(", ")}.`,
    durationMinutes,
    rating,
    reviewCount,
    tags,
    discountPercent,
    options,
    policy,
    questions,
    languages,
    inclusions: theme.inclusions,
    exclusions: ["Gratuities", "Hotel pickup (unless your option includes it)"],
    meetingPoint: {
      ref: `LOC-${code}`,
      name: `${street}, ${city.name}`,
      address: `${street} ${r.int(1, 120)}, ${city.name}, ${city.country}`,
      lat: Math.round((city.location.lat + r.range(-0.01, 0.01)) * 1e5) / 1e5,
      lon: Math.round((city.location.lon + r.range(-0.01, 0.01)) * 1e5) / 1e5,
    },
    capacity: likely ? r.int(4, 8) : theme.virtual ? 200 : r.int(12, 40),
    closedWeekday: r.next() < 0.4 ? r.int(0, 6) : null,
    score: rating * Math.log10(reviewCount + 10) + r.range(0, 1.5),
    imageCount: r.int(3, 5),
  };
}

function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  if (minutes < 1440) return `${Math.round((minutes / 60) * 2) / 2} hours`;
  return `${Math.round(minutes / 1440)} days`;
}

/** A few reviews, made from the product's code. */
export function reviewsOf(product: SandboxProduct): { author: string; rating: number; text: string; date: string }[] {
  const r = new Prng(`reviews:${product.code}`);
  const texts = [
    "Our guide was wonderful and the pace was just right.",
    "Well organised from start to finish. Would book again.",
    "Good value, though the group was bigger than I expected.",
    "The highlight of our trip!",
    "Interesting, but the meeting point was hard to find.",
  ];
  return Array.from({ length: Math.min(5, product.reviewCount) }, (_, i) => ({
    author: `${r.pick(AUTHORS)} ${String.fromCharCode(65 + r.int(0, 25))}.`,
    rating: Math.max(1, Math.min(5, Math.round(product.rating + r.range(-1.2, 0.6)))),
    text: texts[(i + r.int(0, 4)) % texts.length] ?? "",
    date: `2026-${String(r.int(1, 10)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
  }));
}

/**
 * The catalogues of the cities searched last, bounded by their products together (~2.3 KiB of heap a product): the ten
 * big cities searched most (180 products each) fit in 2,000. Bounded by cities (200) they could have held 36,000
 * products, ~80 MiB, on a server whose visitors look at many big cities (docs/performance.md part 36).
 */
const catalogues = new BoundedCache<number, SandboxProduct[]>({ maxWeight: 2_000, weigh: (products) => products.length });

/** The destination's products (a pure function of the city: made again when it is no longer kept). */
export function productsOf(city: City): SandboxProduct[] {
  return catalogues.get(city.id, () => Array.from({ length: productCountOf(city) }, (_, i) => makeProduct(city, i)));
}

/** The product a code names ("2267057P12" → Lisbon's twelfth), or null. */
export function productByCode(code: string): SandboxProduct | null {
  const match = /^(\d+)P(\d+)$/.exec(code);
  if (!match) return null;
  const city = cityById(Number(match[1]));
  if (!city) return null;
  return productsOf(city)[Number(match[2]) - 1] ?? null;
}
