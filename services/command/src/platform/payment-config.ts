import { z } from 'zod';

/** The local provider's signing secret outside production (never used by Stripe). */
export const DEV_LOCAL_PAYMENT_WEBHOOK_SECRET = 'whsec_local_dev_payments_change_me';

/**
 * The payment settings, from environment variables (they can be spread into the command service's
 * own schema: `...paymentEnv.shape`):
 * - `PAYMENT_PROVIDER`: `local` (default: the embedded checkout page) or `stripe`;
 * - `STRIPE_SECRET_KEY` (`sk_...` or `rk_...`), `STRIPE_WEBHOOK_SECRET` (`whsec_...`): required with stripe;
 * - `STRIPE_API_URL`: another address for Stripe's API (tests: the local stand-in), `http(s)://host:port`;
 * - `LOCAL_PAYMENT_WEBHOOK_SECRET`: the secret the local provider signs its notifications with;
 * - `LOCAL_PAYMENT_WEBHOOK_URL`: where the local provider posts them (default: this instance's
 *   own address + `/api/payments/local/webhook`).
 */
const paymentEnv = z.object({
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })]).optional(),
  LOCAL_PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_LOCAL_PAYMENT_WEBHOOK_SECRET),
  LOCAL_PAYMENT_WEBHOOK_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })]).optional(),
});

/** Where the Stripe client sends its requests instead of api.stripe.com (the client's `host`/`port`/`protocol`). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type PaymentConfig =
  | {
      provider: 'stripe';
      stripeSecretKey: string;
      stripeWebhookSecret: string;
      /** null: api.stripe.com. */
      stripeApi: StripeApiAddress | null;
      localWebhookSecret: string;
      localWebhookUrl: string | null;
    }
  | {
      provider: 'local';
      stripeSecretKey: null;
      stripeWebhookSecret: null;
      stripeApi: null;
      localWebhookSecret: string;
      /** null: this instance's own address. */
      localWebhookUrl: string | null;
    };

/**
 * The payment settings of `env`. Production (`NODE_ENV=production`) refuses the local provider
 * (anyone could pay on its page) and Stripe without its secret key and webhook secret.
 * @throws Error naming every invalid variable.
 */
export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const parsed = paymentEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && e.PAYMENT_PROVIDER === 'local') {
    problems.push('PAYMENT_PROVIDER: the local payment provider is refused in production (anyone could pay on its page); set it to stripe');
  }
  if (e.PAYMENT_PROVIDER === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: must be set with PAYMENT_PROVIDER=stripe');
    else if (!/^(sk|rk)_/.test(e.STRIPE_SECRET_KEY)) problems.push('STRIPE_SECRET_KEY: must be a Stripe secret key (sk_... or rk_...)');
    if (!e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: must be set with PAYMENT_PROVIDER=stripe');
    else if (!e.STRIPE_WEBHOOK_SECRET.startsWith('whsec_'))
      problems.push('STRIPE_WEBHOOK_SECRET: must be a webhook signing secret (whsec_...)');
  }
  if (production && e.STRIPE_API_URL) problems.push('STRIPE_API_URL: is for tests only; production talks to api.stripe.com');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((problem) => `✖ ${problem}`).join('\n')}`);
  const localWebhookUrl = e.LOCAL_PAYMENT_WEBHOOK_URL ? e.LOCAL_PAYMENT_WEBHOOK_URL : null;
  if (e.PAYMENT_PROVIDER === 'stripe') {
    return {
      provider: 'stripe',
      stripeSecretKey: e.STRIPE_SECRET_KEY!,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      stripeApi: e.STRIPE_API_URL ? stripeApiAddress(e.STRIPE_API_URL) : null,
      localWebhookSecret: e.LOCAL_PAYMENT_WEBHOOK_SECRET,
      localWebhookUrl,
    };
  }
  return {
    provider: 'local',
    stripeSecretKey: null,
    stripeWebhookSecret: null,
    stripeApi: null,
    localWebhookSecret: e.LOCAL_PAYMENT_WEBHOOK_SECRET,
    localWebhookUrl,
  };
}

/** `http://127.0.0.1:12111` → `{host: '127.0.0.1', port: 12111, protocol: 'http'}` (default ports 80/443). */
export function stripeApiAddress(url: string): StripeApiAddress {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
