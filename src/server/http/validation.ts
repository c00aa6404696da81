import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import type { z } from "zod";
import { messages } from "@/shared/messages";
import { ruleMessage } from "@/shared/message-ids";
import type { Translate } from "../i18n";

type Issue = z.core.$ZodIssue;

/** A fastify validation error that keeps the zod issue, so the reason can be translated. */
interface IssueValidationError extends FastifySchemaValidationError {
  params: { issue: Issue };
}

/**
 * fastify-type-provider-zod's validatorCompiler drops the issue input, so "missing" and
 * "wrong type" look alike; this one parses with reportInput to tell them apart.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const nul = nulCharacterAt(data);
    if (nul) {
      const issue = { code: "custom", path: nul, message: messages.validationNulCharacter.id, input: undefined } as Issue;
      return { error: [{ keyword: "nul", instancePath: `/${nul.join("/")}`, schemaPath: "#/nul", message: issue.message, params: { issue } }] as unknown as Error };
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const errors: IssueValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join("/")}`,
      schemaPath: `#/${issue.path.join("/")}/${issue.code}`,
      message: issue.message,
      params: { issue },
    }));
    // fastify's own typings want an Error here, but an array of issues is what it puts on error.validation.
    return { error: errors as unknown as Error };
  };

/**
 * Where a string (a value or a key) holds U+0000, or null. PostgreSQL cannot store NUL in text, so
 * such input reached the database and came back as a 500; every body, query, path parameter and
 * header passes through this compiler, so refusing it here refuses it on every route, once.
 */
function nulCharacterAt(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 64 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulCharacterAt(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")];
    const found = nulCharacterAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The spec's own words for an issue, or null when the spec has none for it. Shared schemas put a
 * message id in refinements (src/shared/validation, src/shared/booking); a missing field is the
 * spec's "Required".
 */
function specMessage(issue: Issue, t: Translate): string | null {
  const known = ruleMessage(issue.message);
  if (known) return t(known);
  if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)) return t(messages.required);
  return null;
}

/** A generic reason for what no spec rule words (a wrong type, an unknown key, a bound). */
function describeIssue(issue: Issue, t: Translate): string {
  switch (issue.code) {
    case "invalid_type":
      return t(messages.validationExpectedType, { expected: issue.expected });
    case "too_small": {
      const minimum = String(issue.minimum);
      if (issue.origin === "string") return t(messages.validationTooShort, { minimum });
      if (issue.origin === "array" || issue.origin === "set") return t(messages.validationTooFewItems, { minimum });
      return t(messages.validationTooSmall, { minimum });
    }
    case "too_big": {
      const maximum = String(issue.maximum);
      if (issue.origin === "string") return t(messages.validationTooLong, { maximum });
      if (issue.origin === "array" || issue.origin === "set") return t(messages.validationTooManyItems, { maximum });
      return t(messages.validationTooBig, { maximum });
    }
    case "invalid_format":
      // A bare pattern means nothing to a user; named formats (email, url, uuid…) do.
      return issue.format === "regex" ? t(messages.validationInvalid) : t(messages.validationInvalidFormat, { format: issue.format });
    case "invalid_value":
      return t(messages.validationInvalidOption, { options: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return t(messages.validationUnknownKeys, { keys: issue.keys.join(", ") });
    default:
      return t(messages.validationInvalid);
  }
}

interface FieldError {
  /** "body.email", "querystring.base", or just the part when the whole part is wrong. */
  field: string;
  message: string;
}

/**
 * Turns a fastify validation error into the translated 400 message and the field it is about.
 * spec A §8 shows the server's message as it is, so a rule's message comes alone ("The entered
 * email is not valid"), the field in its own property; a generic reason, which says nothing
 * without it, names the field ("Invalid value for age: must be at least 18").
 */
export function describeValidationError(validation: FastifySchemaValidationError[], context: string | undefined, t: Translate): FieldError {
  const first = validation[0];
  const part = context ?? "request";
  const issue = (first?.params as Partial<IssueValidationError["params"]> | undefined)?.issue;
  const path = issue ? issue.path.map(String).join(".") : (first?.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  const label = path || part;
  const field = path ? `${part}.${path}` : part;
  const spec = issue ? specMessage(issue, t) : null;
  if (spec) return { field, message: spec };
  const reason = issue ? describeIssue(issue, t) : (first?.message ?? t(messages.validationInvalid));
  return { field, message: t(messages.invalidField, { field: label, reason }) };
}
