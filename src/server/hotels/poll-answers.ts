import { eq } from "drizzle-orm";
import type { z } from "zod";
import { hotelPollResponse, hotelPollResult, type HotelPollRequest } from "@/shared/api/hotels";
import { HOTEL_PAGE_SIZE } from "@/shared/hotels/stay";
import { BookingError } from "../bookings/errors";
import type { Db } from "../db/client";
import { hotelSearches, type HotelSearchRow } from "../db/schema-hotels";
import { ok } from "../http/envelope";
import { KeptAnswers, type KeptAnswer } from "../http/kept-answers";
import type { PricingRule } from "../pricing/markup";
import type { HotelSupplier } from "../suppliers/hotels/types";
import { pollSearch, type CompletedHotelSearches } from "./search";

type PollBody = Required<Pick<HotelPollRequest, "from" | "size">> & HotelPollRequest;

/** What the start's first poll asks (search.ts `firstPoll`): page 0 of 50, no filter. */
const FIRST_PAGE: PollBody = { from: 0, size: HOTEL_PAGE_SIZE };

/** Checks JSON the way the route's serializer does, for answers that skip it; throws on a mismatch (a 500). */
export type Validate = (schema: z.ZodType, payload: unknown) => string;

/**
 * Hotel polls' answers kept serialised and in brotli (issue "Every page fast on a phone": hotel search at 20 clients;
 * docs/performance.md "Search at 20 clients, part 4"). A poll's answer is made of the stored search (its request, as
 * the traveller sent it), which poll it is (the supplier derives the batches arrived from the request and the poll
 * count: search.ts), the page and filter asked, the pricing rule and the language's message; never of the search's
 * id, its start time or the instance. So every traveller who searches the same stay at the same agency pricing gets
 * the same four answers, and a repeated search costs neither the poll's pricing, filter and facets nor its zod check,
 * `JSON.stringify` and brotli. What is kept is what any instance would make from the same key (KeptAnswers).
 *
 * Bounded by bytes of brotli: a whole city's completed list is 5–63 KiB, a page of 50 a few KiB, so the 2 MiB hold
 * some thirty popular searches' answers per pricing rule and language (~60 KiB each); each is sent again for 5 minutes at most (the flights' supplier cache's time).
 */
export class HotelPollAnswers {
  /** The meta of a kept answer: whether its poll completed the search (the row records it). */
  private readonly kept: KeptAnswers<boolean>;

  constructor(options: { maxBytes?: number; maxAgeMs?: number; now?: () => number } = {}) {
    this.kept = new KeptAnswers({ maxBytes: options.maxBytes ?? 2 * 1024 * 1024, maxAgeMs: options.maxAgeMs ?? 5 * 60_000, now: options.now });
  }

  get size(): number {
    return this.kept.size;
  }

  /** A poll's whole answer (its envelope with `message`), as the poll route sends it. */
  async poll(
    db: Db,
    supplier: HotelSupplier,
    row: HotelSearchRow,
    body: PollBody,
    rule: PricingRule,
    message: string,
    validate: Validate,
    brotli: boolean,
    completed?: CompletedHotelSearches,
  ): Promise<KeptAnswer> {
    let made = false;
    const { answer, meta } = await this.kept.answer(
      `poll|${keyOf(row, body, rule)}|${message}`,
      async () => {
        made = true;
        const result = await pollSearch(db, supplier, row, body, rule, completed);
        return { json: validate(hotelPollResponse, ok(result, message)), meta: result.pollCompleted };
      },
      brotli,
    );
    if (!made) await recordCompleted(db, row, meta);
    return answer;
  }

  /**
   * The opening of the start's answer: its envelope with `message` and its first poll (`firstPoll`), kept as brotli
   * flushed and not finished, so that the route ends it with the search's own id without compressing again
   * (kept-answers.ts `withTail`; docs/performance.md part 38). Null when the supplier refused the poll (a timeout),
   * which the client's next poll then answers; a refusal is not kept.
   */
  async firstPoll(db: Db, supplier: HotelSupplier, row: HotelSearchRow, rule: PricingRule, message: string, validate: Validate, brotli: boolean, completed?: CompletedHotelSearches): Promise<KeptAnswer | null> {
    let made = false;
    try {
      const { answer, meta } = await this.kept.answer(
        `first|${keyOf(row, FIRST_PAGE, rule)}|${message}`,
        async () => {
          made = true;
          const result = await pollSearch(db, supplier, row, FIRST_PAGE, rule, completed);
          // The envelope as the route's serializer writes it, but for the search's id, which comes last (startTail).
          return { json: `{"status":true,"message":${JSON.stringify(message)},"data":{"firstPoll":${validate(hotelPollResult, result)}`, meta: result.pollCompleted };
        },
        brotli,
        true,
      );
      if (!made) await recordCompleted(db, row, meta);
      return answer;
    } catch (error) {
      if (error instanceof BookingError) return null;
      throw error;
    }
  }
}

/** The end of a start's answer that `firstPoll` opened: the search's id. */
export function startTail(corelationId: string): string {
  return `,"corelationId":${JSON.stringify(corelationId)}}}`;
}

/** Everything a poll's answer is made of but the message (docs above); the poll count as the supplier reads it. */
function keyOf(row: HotelSearchRow, body: PollBody, rule: PricingRule): string {
  return JSON.stringify([row.request, Math.max(1, row.polls), body, rule]);
}

/** A kept answer that completed its search completes this one too, as making it would have (search.ts answerOf). */
async function recordCompleted(db: Db, row: HotelSearchRow, completed: boolean): Promise<void> {
  if (completed && !row.completed) await db.update(hotelSearches).set({ completed: true }).where(eq(hotelSearches.id, row.id));
}
