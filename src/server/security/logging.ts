import type { FastifyServerOptions } from "fastify";

/** Query parameters whose values are credentials: links' tokens, OAuth code/state, SSO JWTs. */
const SECRET_QUERY_KEY = /token|code|state|secret|password|passwd|key|signature|jwt|assertion|session/i;
/** Path segments that are credentials themselves (GET /api/agency/invitations/:token). */
const SECRET_PATH = [/^(\/api\/agency\/invitations\/)[^/?#]+/i];
export const REDACTED = "[REDACTED]";

/** The request URL with credentials replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  for (const re of SECRET_PATH) path = path.replace(re, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      if (eq === -1) return part;
      let key = part.slice(0, eq);
      try {
        key = decodeURIComponent(key);
      } catch {
        // keep it raw
      }
      return SECRET_QUERY_KEY.test(key) ? `${part.slice(0, eq)}=${REDACTED}` : part;
    })
    .join("&");
  return `${path}?${query}`;
}

/**
 * pino `redact` paths: headers and bodies are not logged by default, but an `err` or a handler's
 * log object may carry them.
 */
export const LOG_REDACT_PATHS = [
  "req.headers.authorization",
  'req.headers["x-access-token"]',
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  'headers["x-access-token"]',
  "headers.cookie",
  "password",
  "*.password",
  "*.oldPassword",
  "*.newPassword",
  "token",
  "*.token",
  "*.invitationToken",
  "card",
  "*.card",
  "*.cvc",
  "*.cardNumber",
];

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer, with the URL's credentials redacted. */
function requestSerializer(req: RequestLike) {
  return {
    method: req.method,
    url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Drizzle's "Failed query: …\nparams: a,b,c" would put emails, password hashes or snapshots in logs. */
export function redactErrorText(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: SerializedError | undefined;
}

/**
 * Like pino's err serializer, but copies no own properties (a DrizzleQueryError carries `params`,
 * an HTTP client error its request) and strips bound parameters from messages.
 */
export function errorSerializer(err: unknown, depth = 0): SerializedError | unknown {
  if (!(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  const out: SerializedError = { type: err.constructor.name, message: redactErrorText(err.message) };
  if (err.stack) out.stack = redactErrorText(err.stack);
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (err.cause !== undefined && depth < 3) out.cause = errorSerializer(err.cause, depth + 1) as SerializedError;
  return out;
}

type LoggerOption = FastifyServerOptions["logger"];

/**
 * The app's logger options with the secret-safe request serializer and redact paths added. `false`
 * stays silent; `true` becomes the default options plus these.
 */
export function secureLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  const redact = base.redact;
  const paths = Array.isArray(redact) ? redact : (redact?.paths ?? []);
  return {
    ...base,
    serializers: { ...base.serializers, req: requestSerializer as never, err: errorSerializer as never },
    redact: {
      ...(Array.isArray(redact) || !redact ? {} : redact),
      paths: [...new Set([...paths, ...LOG_REDACT_PATHS])],
      censor: REDACTED,
    },
  };
}
