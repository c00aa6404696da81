// The server's registry of verticals (docs/architecture.md "Adding a vertical"): every shared vertical has one value,
// whose listing and trip description are its own, and whose OpenAPI tag is its plural.
import { describe, expect, it } from "vitest";
import { VERTICAL_IDS, VERTICALS } from "@/shared/verticals";
import { apiTags } from "@/server/openapi/tags";
import { SERVER_VERTICALS } from "@/server/verticals";

describe("SERVER_VERTICALS", () => {
  it("registers every shared vertical once, in the shared order, each with its own listing and trip description", () => {
    expect(SERVER_VERTICALS.map((v) => v.shared.id)).toEqual([...VERTICAL_IDS]);
    SERVER_VERTICALS.forEach((vertical, i) => expect(vertical.shared).toBe(VERTICALS[i]));
    for (const vertical of SERVER_VERTICALS) {
      expect(vertical.listing.vertical).toBe(vertical.shared.id);
      expect(vertical.trip.id).toBe(vertical.shared.id);
    }
  });

  it("declares each vertical's OpenAPI tag under its plural, described once", () => {
    const API_TAGS = apiTags(SERVER_VERTICALS);
    const names = API_TAGS.map((tag) => tag.name);
    expect(new Set(names).size).toBe(names.length);
    for (const vertical of SERVER_VERTICALS) {
      expect(API_TAGS).toContainEqual({ name: vertical.shared.plural, description: vertical.apiTag });
    }
  });
});
