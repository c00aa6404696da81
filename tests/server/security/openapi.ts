// Reads /api/openapi.json: every operation, and near-valid sample values from its JSON schemas.
// Shared by tests/server/security-isolation.test.ts and security-fuzz.test.ts.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
};

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI form: /api/agency/{id} */
  path: string;
  /** "POST /api/agency/{id}": the key of the policy tables. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export async function loadOperations(app: FastifyInstance): Promise<{ operations: Operation[]; resolve: (s: JsonSchema) => JsonSchema }> {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`openapi.json ${res.statusCode}`);
  const doc = res.json() as OpenApiDocument;
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace("#/components/schemas/", "");
    const found = doc.components?.schemas?.[name];
    if (!found) throw new Error(`unresolved ${schema.$ref}`);
    return resolve(found);
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(item)) {
      if (!METHODS.has(m)) continue;
      const method = m.toUpperCase() as Operation["method"];
      const params = op.parameters ?? [];
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        body: op.requestBody?.content?.["application/json"]?.schema ?? null,
      });
    }
  }
  return { operations, resolve };
}

/** Values for fields by name: the isolation matrix puts the other party's ids here. */
export type Hints = Record<string, unknown>;

const PATTERN_CANDIDATES = ["Sample", "ABC123", "US", "123", "2030-01-15", "2030-01-15T10:00:00.000Z", "+1 415 555 0100", "JFK", "sample@example.test", "12345678", "4242424242424242", "FLABCDEFGH"];

function sampleString(s: JsonSchema): string {
  if (s.format === "email") return `sample.${randomUUID().slice(0, 8)}@example.test`;
  if (s.format === "uuid") return randomUUID();
  if (s.format === "date-time") return "2030-01-15T10:00:00.000Z";
  if (s.format === "date") return "2030-01-15";
  if (s.format === "uri" || s.format === "url") return "https://example.test/";
  if (s.pattern) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(s.pattern, "u");
    } catch {
      re = null;
    }
    const hit = re ? PATTERN_CANDIDATES.find((c) => re.test(c)) : undefined;
    if (hit) return hit;
  }
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? Math.max(min, 12);
  return "Sample".padEnd(min, "x").slice(0, Math.max(min, Math.min(max, 12)));
}

/** A value that satisfies the schema as far as a small generator can; hints win by field name. */
export function sampleValue(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema, hints: Hints = {}, name = ""): unknown {
  const s = resolve(schema);
  if (name && name in hints) return hints[name];
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const first = alternatives.find((a) => resolve(a).type !== "null") ?? alternatives[0];
    return first ? sampleValue(first, resolve, hints, name) : null;
  }
  if (s.allOf?.[0]) return sampleValue(s.allOf[0], resolve, hints, name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object":
    case undefined: {
      if (!s.properties) return type === "object" ? {} : "Sample";
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties)) {
        if (s.required?.includes(key) || key in hints) out[key] = sampleValue(prop, resolve, hints, key);
      }
      return out;
    }
    case "array": {
      const count = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: count }, () => (s.items ? sampleValue(s.items, resolve, hints, name) : "Sample"));
    }
    case "string":
      return sampleString(s);
    case "integer":
    case "number":
      // 1 when allowed, else the nearest bound: zod's int() bounds are ±2^53, useless as samples.
      return Math.min(Math.max(1, s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1)), s.maximum ?? Infinity);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "Sample";
  }
}

/** Fills /api/x/{id} from hints (or a sample) and encodes each segment. */
export function fillPath(op: Operation, values: Record<string, unknown>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? "")));
}

export function queryString(values: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) q.set(k, typeof v === "string" ? v : JSON.stringify(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Sample params, query and body of an operation, with hints by field name. */
export function sampleRequest(op: Operation, resolve: (s: JsonSchema) => JsonSchema, hints: Hints = {}) {
  const params: Record<string, unknown> = {};
  for (const p of op.pathParams) params[p.name] = sampleValue(p.schema, resolve, hints, p.name);
  const query: Record<string, unknown> = {};
  for (const p of op.queryParams) if (p.required || p.name in hints) query[p.name] = sampleValue(p.schema, resolve, hints, p.name);
  const body = op.body ? sampleValue(op.body, resolve, hints) : undefined;
  return { params, query, body };
}
