/**
 * The environment, read and validated once. Every variable the product reads is listed here
 * (and in .env.example). A malformed value stops the process at start with a message that
 * names the variable.
 */
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const urlString = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint);

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(urlString(protocols, hint).optional())
    .optional();

const boolean = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (["1", "true", "yes", "on"].includes(v)) return true;
      if (["0", "false", "no", "off"].includes(v)) return false;
      ctx.addIssue({ code: "custom", message: "must be true or false" });
      return z.NEVER;
    });

const emailList = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    for (const item of list) {
      if (!z.email().safeParse(item).success) {
        ctx.addIssue({ code: "custom", message: `"${item}" is not an email address` });
        return z.NEVER;
      }
    }
    return list;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** External PostgreSQL. Unset: `npm run dev` / `npm start` run an embedded server. */
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Interface the web server listens on: localhost, or all interfaces inside a container behind a proxy. */
    LISTEN_HOST: z.string().trim().min(1).default("localhost"),
    /** Public origin of the site, used for canonical URLs, sitemap, Open Graph and email links. */
    SITE_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL such as https://art.example.com"),
    /**
     * Email of the owner account: always an administrator, never demoted (its role is restored
     * at every sign-in and refused in role changes).
     */
    OWNER_EMAIL: optionalString.pipe(z.email("must be an email address").transform((v) => v.toLowerCase()).optional()),
    /** Secret that signs administrator sessions (at least 32 characters). */
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters long").optional()),
    STORAGE_DRIVER: z.enum(["local", "s3"], { message: "must be local or s3" }).default("local"),
    /** Folder of the local storage driver. */
    STORAGE_LOCAL_DIR: z.string().trim().default(".data/uploads"),
    S3_ENDPOINT: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    S3_REGION: z.string().trim().default("us-east-1"),
    /** Bucket for public images (artworks, services, about). */
    S3_BUCKET: optionalString,
    /** Bucket for payment screenshots; never public. Defaults to S3_BUCKET under a private prefix. */
    S3_PRIVATE_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Public base URL of S3_BUCKET (CDN or bucket website), e.g. https://cdn.example.com */
    S3_PUBLIC_BASE_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    S3_FORCE_PATH_STYLE: boolean(false),
    /** Resend API key. Unset: emails stay in the local outbox (delivered_locally). */
    RESEND_API_KEY: optionalString.pipe(z.string().startsWith("re_", 'must start with "re_"').optional()),
    /** Resend API base URL (for a proxy or a recording server in tests). */
    RESEND_BASE_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    EMAIL_FROM: z.string().trim().default("Art Studio <orders@example.com>"),
    /** Extra recipients of new-order notifications, besides administrators. */
    ADMIN_NOTIFICATION_EMAILS: emailList,
    /**
     * Run the background jobs in this process (default on): the job queue's workers for the
     * outbox drain, order expiry, payment status check and the cleanups (lib/jobs).
     */
    EMAIL_WORKER: boolean(true),
    /** Most emails the job queue's outbox drain sends per minute, all instances together. */
    EMAIL_SENDS_PER_MINUTE: z.coerce
      .number({ error: "must be a whole number from 6 to 6000" })
      .int("must be a whole number from 6 to 6000")
      .min(6, "must be a whole number from 6 to 6000")
      .max(6000, "must be a whole number from 6 to 6000")
      .default(120),
    /**
     * Most mailing-list emails (notes to the list, alerts) sent per minute: each is queued in the
     * outbox with a send time that keeps to this rate (lib/mailing-list/schedule.ts).
     */
    LIST_SEND_PER_MINUTE: z.coerce
      .number({ message: "must be a whole number from 1 to 10000" })
      .int("must be a whole number from 1 to 10000")
      .min(1, "must be a whole number from 1 to 10000")
      .max(10_000, "must be a whole number from 1 to 10000")
      .default(60),
    /**
     * Read-only showcase: the site and the back office can be browsed (sign in with the demo
     * account shown on the site), every write is refused with the product's demo-mode messages.
     */
    DEMO_MODE: boolean(false),
    /** The demo account shown on the site in demo mode (created by the start script, scripts/run.ts). */
    DEMO_ADMIN_EMAIL: z.string().trim().default("demo@example.com").pipe(z.email("must be an email address")),
    DEMO_ADMIN_PASSWORD: z.string().trim().min(10, "must be at least 10 characters long").default("demo-gallery"),
    /**
     * Shared cache of the public pages for several instances (redis:// or rediss://). Unset: each
     * instance keeps its cache in memory, which is right for a single instance.
     */
    REDIS_URL: optionalUrl(["redis:", "rediss:"], "must be a redis:// or rediss:// URL"),
    /**
     * How many reverse proxies in front of the shop append to X-Forwarded-For (0: none, the
     * client address is the socket's). See lib/http/client-address.ts.
     */
    TRUSTED_PROXY: z
      .string()
      .trim()
      .default("0")
      .transform((value) => (value === "" || value === "false" ? "0" : value === "true" ? "1" : value))
      .pipe(z.string().regex(/^[0-5]$/, "must be a number of proxies from 0 to 5 (or true for 1, false for 0)"))
      .transform(Number),
    /**
     * Key that signs the quick check's proof-of-work challenges (lib/abuse/challenge.ts). Unset:
     * derived from AUTH_SECRET with HKDF.
     */
    ALTCHA_HMAC_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters long").max(512, "must be at most 512 characters").optional()),
    /** Client addresses never asked for the quick check (comma-separated), e.g. a test harness's own. */
    ALTCHA_EXEMPT_ADDRESSES: z
      .string()
      .trim()
      .max(2048, "must be at most 2048 characters")
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
        for (const item of list) {
          if (item.length > 64 || !/^[0-9a-f.:]+$/.test(item)) {
            ctx.addIssue({ code: "custom", message: `"${item.slice(0, 64)}" is not an IP address (comma-separated IPv4 or IPv6 addresses)` });
            return z.NEVER;
          }
        }
        return list;
      }),
    /** eSewa ePay v2 merchant code (EPAYTEST in eSewa's test environment). Unset: no eSewa. */
    ESEWA_PRODUCT_CODE: optionalString.pipe(z.string().max(64, "must be at most 64 characters").optional()),
    /** eSewa merchant secret key (signs the form and checks eSewa's answer). */
    ESEWA_SECRET_KEY: optionalString.pipe(z.string().max(256, "must be at most 256 characters").optional()),
    /** eSewa's form URL the buyer's browser posts to. */
    ESEWA_FORM_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    /** eSewa's transaction status API. */
    ESEWA_STATUS_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    /** Khalti KPG-2 live or test secret key. Unset: no Khalti. */
    KHALTI_SECRET_KEY: optionalString.pipe(z.string().max(256, "must be at most 256 characters").optional()),
    /** Khalti's API base, e.g. https://dev.khalti.com/api/v2/ (sandbox) or https://khalti.com/api/v2/ */
    KHALTI_BASE_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    /** Nepal Can Move: the vendor's API token (portal -> API). Unset: no booking with NCM. */
    NCM_API_TOKEN: optionalString.pipe(z.string().max(256, "must be at most 256 characters").optional()),
    /** NCM's API base, e.g. https://demo.nepalcanmove.com/api (test) or https://portal.nepalcanmove.com/api */
    NCM_API_URL: optionalUrl(["http:", "https:"], "must be an http(s) URL"),
    /** The NCM branch the parcels are handed to (its name in NCM's branch list, e.g. TINKUNE). */
    NCM_PICKUP_BRANCH: optionalString.pipe(z.string().max(64, "must be at most 64 characters").optional()),
  })
  .superRefine((env, ctx) => {
    // A provider is configured completely or not at all.
    const groups = [
      ["ESEWA_PRODUCT_CODE", "ESEWA_SECRET_KEY", "ESEWA_FORM_URL", "ESEWA_STATUS_URL"],
      ["KHALTI_SECRET_KEY", "KHALTI_BASE_URL"],
      ["NCM_API_TOKEN", "NCM_API_URL", "NCM_PICKUP_BRANCH"],
    ] as const;
    for (const group of groups) {
      const set = group.filter((key) => env[key]);
      if (set.length > 0 && set.length < group.length) {
        for (const key of group.filter((k) => !env[k])) {
          ctx.addIssue({ code: "custom", path: [key], message: `is required when ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set` });
        }
      }
    }
    // A production server on a real database must not sign sessions and private-file links with
    // a secret nobody configured (locally, `npm start` generates one into .local/auth-secret).
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production (at least 32 characters)" });
    }
    if (env.STORAGE_DRIVER === "s3") {
      for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_BASE_URL"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when STORAGE_DRIVER=s3" });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p.variable} ${p.message}`).join("\n")}\n` +
        "See .env.example for every variable and its format.",
    );
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? "environment"), message: issue.message })),
  );
}

let cached: Env | undefined;

/** The validated environment of this process (validated on first use, then cached). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the validated environment so the next env() reads process.env again (tests). */
export function resetEnvForTests(): void {
  cached = undefined;
}

/** Public origin without a trailing slash. */
export function siteUrl(): string {
  const e = env();
  return (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}
