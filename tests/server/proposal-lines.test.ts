// A proposal's lines are stored as descriptors and translated in the reader's language; a value that is a label made
// from data (a flight's fare family) is translated too, so a Spanish or Portuguese line carries no English word.
import { describe, expect, it } from "vitest";
import { FARE_FAMILY_LABELS } from "@/shared/data-labels";
import { translateLine } from "@/server/bookings/proposals";
import { flightProposalMessages } from "@/server/flights/proposal-item";
import { createTranslator } from "@/server/i18n";

describe("proposal lines", () => {
  it("translate a fare family's name inside the cabin line", async () => {
    const translator = await createTranslator();
    const line = { ...flightProposalMessages.cabinEconomy, values: { fare: FARE_FAMILY_LABELS.Basic } };
    expect(translateLine(translator.translator("en"), line)).toBe("Cabin: Economy, Basic fare");
    expect(translateLine(translator.translator("es"), line)).toBe("Cabina: Económica, tarifa Básica");
    expect(translateLine(translator.translator("pt"), line)).not.toContain("Basic");
  });

  it("keep plain values as they are", async () => {
    const translator = await createTranslator();
    const line = { ...flightProposalMessages.travellers, values: { count: 2 } };
    expect(translateLine(translator.translator("es"), line)).toContain("2");
  });
});
