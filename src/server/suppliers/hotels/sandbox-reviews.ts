import { Prng } from "../sandbox/random";
import type { SandboxHotel } from "./sandbox-hotels";

// Guests' reviews of a sandbox hotel (GET api/v2/hotel/review): generated from the hotel, so the same
// hotel always shows the same reviews, whose average is its review score.

const NAMES = ["Ana", "Ben", "Chiara", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Ines", "Jonas", "Kwame", "Lucía"];
const COUNTRIES = ["PT", "GB", "US", "DE", "BR", "ES", "FR", "IT", "JP", "NG", "TR", "MX"];
const GOOD = ["Spotless room and friendly staff.", "Great location, we walked everywhere.", "Breakfast was excellent.", "Quiet at night, comfortable beds."];
const MIXED = ["Good value, but the room was small.", "Nice staff; the wifi was slow.", "Fine for a short stay.", "Check-in took a while."];

export function reviewsOf(hotel: SandboxHotel): { score: number; count: number; reviews: { author: string; country: string; score: number; text: string }[] } {
  const prng = new Prng(`reviews:${hotel.hotelId}`);
  const count = prng.int(40, 900);
  const reviews = Array.from({ length: 5 }, () => {
    const score = Math.max(1, Math.min(10, Math.round((hotel.reviewScore + prng.range(-1.5, 1.5)) * 10) / 10));
    return { author: prng.pick(NAMES), country: prng.pick(COUNTRIES), score, text: prng.pick(score >= 8 ? GOOD : MIXED) };
  });
  return { score: hotel.reviewScore, count, reviews };
}
