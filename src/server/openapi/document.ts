// The OpenAPI document integrators build clients from (docs/decisions.md "The API document is completed in
// one transform"): what a route declares (zod schemas, tags, summary) plus, filled in here from the app's
// global hooks, its operationId, a description and every answer those hooks can give.
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { requireActiveAgency } from "../agency/hooks";
import { isAgencyCheck, isPermissionCheck } from "../accounts/permissions";
import { requireUser } from "../sessions/require-user";
import type { ApiTag } from "./tags";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers with a redirect (302) rather than JSON: where it sends the browser, for the document. */
    redirect?: string;
    /**
     * Statuses a file route's handler answers with the error envelope that neither its schema (a file route
     * declares no response schema, which would serialize its file) nor its guards say: for the document only.
     */
    refusals?: number[];
  }
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What each shared-error status means here; each is the error envelope (spec A §7). */
const ERROR_ANSWERS: Record<string, string> = {
  400: "Invalid request: `message` names the field (translated) and `field` its path; also malformed JSON.",
  401: "No valid session for the host's agency (spec A §4: the client says the session has expired).",
  402: "The card was declined.",
  403: "Refused: the role lacks the permission, the agency is inactive, or the call was cross-site.",
  404: "Not found: the resource, or no agency serves this host.",
  409: "Conflicts with the resource's current state.",
  410: "The offer or hold has expired.",
  413: "The body is larger than the route accepts.",
  415: "The body is not JSON (state-changing calls accept JSON only: CSRF guard, docs/security.md).",
  421: "The Host does not serve the agency named by x-agency-key (Host header guard, docs/security.md).",
  422: "Understood but not processable.",
  429: "Too many requests from this client; try again later.",
  500: "Unexpected error: `requestId` names the log line; never a stack trace.",
  502: "The supplier answered with an error.",
  504: "The supplier did not answer in time.",
};

function hooksOf(route: RouteOptions): unknown[] {
  const out: unknown[] = [];
  for (const hook of [route.onRequest, route.preValidation, route.preHandler]) {
    if (Array.isArray(hook)) out.push(...(hook as unknown[]));
    else if (hook) out.push(hook);
  }
  return out;
}

/** How the route is guarded, read from the hooks it declares (the same functions that answer). */
function guardsOf(route: RouteOptions) {
  const hooks = hooksOf(route);
  return {
    session: hooks.includes(requireUser),
    activeAgency: hooks.includes(requireActiveAgency),
    agency: hooks.some((h) => isAgencyCheck(h)),
    permission: hooks.some((h) => isPermissionCheck(h)),
  };
}

/** The statuses a route can answer whatever its handler does: global hooks, its guards and its schemas. */
export function globalAnswers(method: string, schema: RouteSchema, route: RouteOptions): number[] {
  const guards = guardsOf(route);
  // Every /api call is counted by the rate limit (app.ts) and may fail unexpectedly (errors.ts).
  const statuses = new Set<number>([429, 500]);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (UNSAFE.has(method)) {
    // Malformed JSON (400), over the body limit (413), cross-site (403), not JSON (415), wrong Host (421).
    for (const s of [400, 403, 413, 415, 421]) statuses.add(s);
  }
  if (guards.session) statuses.add(401);
  if (guards.activeAgency) statuses.add(403).add(404);
  if (guards.agency) statuses.add(404);
  if (guards.permission) statuses.add(403);
  return [...statuses];
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const words = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(upperFirst)
    .join("");

/** GET /api/agency/:id → getAgencyById; stable as long as the route's method and path are. */
export function operationIdOf(method: string, url: string): string {
  const parts: string[] = [];
  let previousWasParam = false;
  for (const segment of url
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean)) {
    const param = /^[:{]([^}]+)\}?$/.exec(segment)?.[1];
    if (param) {
      parts.push(`${previousWasParam ? "And" : "By"}${words(param)}`);
      previousWasParam = true;
    } else {
      parts.push(words(segment));
      previousWasParam = false;
    }
  }
  return lowerFirst(words(method.toLowerCase())) + parts.join("");
}

/** The route's own description (else its summary), then who may call it and the area it belongs to. */
function describe(text: string, tags: string[], route: RouteOptions, tagDescription: ReadonlyMap<string, string>): string {
  const guards = guardsOf(route);
  const access = guards.session
    ? guards.permission
      ? "Needs a session of the host's agency (x-access-token; else 401) whose role holds the route's permission (spec B §6; else 403)."
      : "Needs a session of the host's agency (x-access-token; else 401)."
    : "Needs no session.";
  const area = tags
    .map((t) => tagDescription.get(t))
    .filter(Boolean)
    .join("; ");
  const sentence = /[.!?)]$/.test(text) ? text : `${text}.`;
  return [sentence, access, area ? `Area: ${area}.` : ""].filter(Boolean).join(" ");
}

/**
 * Completes each route's entry: the zod transform turns its schemas into JSON schemas, after the shared
 * error envelope has been added for every status its hooks can answer that the route does not declare itself.
 */
export function openApiTransform(apiTags: readonly ApiTag[]): Transform {
  const tagDescription = new Map<string, string>(apiTags.map((t) => [t.name, t.description]));
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  return (input) => {
    const { route, url } = input;
    const method = (Array.isArray(route.method) ? route.method : [route.method]).find((m) => m !== "HEAD") ?? "GET";
    const schema: RouteSchema = { ...(input.schema as RouteSchema | undefined) };
    if (schema.hide) return zodTransform(input);
    const redirect = route.config?.redirect;
    const response: Record<string, unknown> = { ...schema.response };
    for (const status of [...globalAnswers(method, schema, route), ...(route.config?.refusals ?? [])]) response[status] ??= errorEnvelope;
    const out = zodTransform({ ...input, schema: { ...schema, response } } as Parameters<Transform>[0]) as { schema: RouteSchema; url: string };
    const documented = { ...(out.schema.response as Record<string, Record<string, unknown>>) };
    for (const [status, answer] of Object.entries(documented)) if (!answer.description && ERROR_ANSWERS[status]) documented[status] = { ...answer, description: ERROR_ANSWERS[status] };
    // `produces` names what a file route's success is (CSV, PDF, a picture); its refusals stay the JSON
    // envelope, so the media types are set on the success alone rather than on every answer.
    const produces = (schema.produces as string[] | undefined) ?? [];
    const file = produces.length > 0 ? { content: Object.fromEntries(produces.map((type) => [type, { schema: { type: "string" } }])) } : {};
    const success = Object.keys(documented).find((s) => /^2/.test(s));
    if (success) documented[success] = { ...documented[success], ...file };
    // A route that declares no success of its own (a file, a redirect) still says what success is.
    else if (!redirect) documented[200] = produces.length > 0 ? { description: "The file", ...file } : { type: "null", description: "Success" };
    if (redirect) documented[302] = { type: "null", description: redirect, headers: { Location: { type: "string", description: "Where the browser goes next" } } };
    const tags = (schema.tags as string[] | undefined) ?? [];
    const summary = (schema.summary as string | undefined) ?? `${method} ${url}`;
    const { produces: _ownMediaTypes, ...rest } = out.schema;
    return {
      url: out.url,
      schema: {
        ...rest,
        response: documented,
        operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, url),
        summary,
        description: describe((schema.description as string | undefined) ?? summary, tags, route, tagDescription),
      },
    };
  };
}
