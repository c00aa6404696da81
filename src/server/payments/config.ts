import type { Db } from "../db/client";
import { DbPaymentStore } from "./db-store";
import { SandboxPaymentGateway } from "./sandbox-gateway";
import { StripePaymentGateway } from "./stripe/gateway";
import type { PaymentGateway } from "./types";

// Which card gateway the server charges through (docs/deploy.md "Payments"): Stripe when its three keys are set,
// else the sandbox (the demo's and the tests' gateway). Production takes the sandbox only when the operator says
// the site is a staging one (WAYPOINT_ALLOW_SANDBOX_PAYMENTS): a live site on the sandbox takes no money at all.

export interface StripeKeys {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
}

export interface PaymentsConfig {
  /** All three STRIPE_* keys; null: the sandbox gateway. */
  readonly stripe: StripeKeys | null;
  /** STRIPE_* variables set while another is not (a refusal in production). */
  readonly missingStripeKeys: readonly string[];
  /** WAYPOINT_ALLOW_SANDBOX_PAYMENTS: a staging site may run production on the sandbox, knowingly. */
  readonly allowSandbox: boolean;
}

const STRIPE_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const [secretKey, publishableKey, webhookSecret] = STRIPE_VARIABLES.map((name) => env[name]?.trim() ?? "");
  const set = STRIPE_VARIABLES.filter((name) => env[name]?.trim());
  const allow = env.WAYPOINT_ALLOW_SANDBOX_PAYMENTS?.trim().toLowerCase();
  return {
    stripe: secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret } : null,
    missingStripeKeys: set.length > 0 ? STRIPE_VARIABLES.filter((name) => !set.includes(name)) : [],
    allowSandbox: allow === "1" || allow === "true",
  };
}

/** What production refuses about payments (docs/deploy.md "Settings production needs"). */
export function paymentSettingsProblems(config: PaymentsConfig): string[] {
  const problems: string[] = [];
  if (config.missingStripeKeys.length > 0) {
    problems.push(
      `${config.missingStripeKeys.join(" and ")} ${config.missingStripeKeys.length > 1 ? "are" : "is"} not set: Stripe payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.`,
    );
  } else if (!config.stripe && !config.allowSandbox) {
    problems.push(
      "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not set: production would take payments on the sandbox " +
        "gateway, which charges no card. Set the Stripe keys, or WAYPOINT_ALLOW_SANDBOX_PAYMENTS=1 for a staging site.",
    );
  }
  const keys = config.stripe;
  if (keys) {
    if (!/^(sk|rk)_(test|live)_/.test(keys.secretKey)) problems.push("STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key).");
    if (!/^pk_(test|live)_/.test(keys.publishableKey)) problems.push("STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key (pk_live_… or pk_test_…).");
    if (!keys.webhookSecret.startsWith("whsec_")) problems.push("STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…).");
    const live = (key: string) => key.includes("_live_");
    if (live(keys.secretKey) !== live(keys.publishableKey)) problems.push("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are from different modes (one live, one test).");
  }
  return problems;
}

/** The configured gateway; the sandbox keeps its intents in the database so any instance continues a payment. */
export function createPaymentGateway(db: Db, config: PaymentsConfig): PaymentGateway {
  if (config.stripe) return new StripePaymentGateway({ secretKey: config.stripe.secretKey, publishableKey: config.stripe.publishableKey });
  return new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
}
