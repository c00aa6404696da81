import { backOfficeSchemas } from "@/shared/api/agency-bookings";
import { VERTICALS, type CoreVertical, type CoreVerticalId } from "@/shared/verticals";

// The back office's categories (spec B §3 "Agency lists … flights, hotels, cars, activities") of the verticals a
// server runs, not of the shared list: a test server's extra vertical (docs/decisions.md "Test verticals") is
// listed, exported and counted like the four, and its category is validated against what is registered.
export class BackOfficeCategories {
  readonly schemas: ReturnType<typeof backOfficeSchemas<readonly [string, ...string[]]>>;
  private readonly byCategory: ReadonlyMap<string, CoreVertical>;
  private readonly byId: ReadonlyMap<string, CoreVertical>;

  constructor(verticals: readonly CoreVertical[]) {
    const [first, ...rest] = verticals.map((v) => v.plural);
    if (first === undefined) throw new Error("a back office lists at least one vertical");
    // The four's list totals are the spec's named fields; an extra's is added beside them.
    const extraTotals = verticals.filter((v) => !VERTICALS.some((p) => p.id === v.id)).map((v) => v.totalKey);
    this.schemas = backOfficeSchemas([first, ...rest], extraTotals);
    this.byCategory = new Map(verticals.map((v) => [v.plural, v]));
    this.byId = new Map(verticals.map((v) => [v.id, v]));
  }

  /** A category the route's schema already checked. */
  vertical(category: string): CoreVertical {
    const found = this.byCategory.get(category);
    if (!found) throw new Error(`no registered vertical is called ${category}`);
    return found;
  }

  categoryOf(id: CoreVerticalId): string {
    const found = this.byId.get(id);
    if (!found) throw new Error(`no registered vertical has the id ${id}`);
    return found.plural;
  }
}
