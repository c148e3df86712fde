import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).message;
  }
  throw new Error("expected parseEnv to throw");
}

describe("environment validation", () => {
  it("accepts an empty environment with the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.STORAGE_DRIVER).toBe("local");
    expect(env.EMAIL_WORKER).toBe(true);
  });

  it("names a malformed DATABASE_URL", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://x@y/z" })).toContain(
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db:5432/art" }).DATABASE_URL).toBe("postgresql://u:p@db:5432/art");
  });

  it("names each bad variable", () => {
    const message = problemsOf({ PORT: "eighty", RESEND_API_KEY: "abc", AUTH_SECRET: "short", SITE_URL: "ftp://x" });
    expect(message).toMatch(/PORT /);
    expect(message).toContain('RESEND_API_KEY must start with "re_"');
    expect(message).toContain("AUTH_SECRET must be at least 32 characters long");
    expect(message).toContain("SITE_URL must be an http(s) URL");
  });

  it("requires AUTH_SECRET for a production server on an external database", () => {
    expect(problemsOf({ NODE_ENV: "production", DATABASE_URL: "postgresql://u:p@db/art" })).toContain(
      "AUTH_SECRET is required in production",
    );
    const secret = "s".repeat(32);
    expect(parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://u:p@db/art", AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
    // Development and the embedded database (the runner generates a local secret) need none.
    expect(parseEnv({ NODE_ENV: "development", DATABASE_URL: "postgresql://u:p@db/art" }).AUTH_SECRET).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
  });

  it("requires the S3 settings when the S3 driver is chosen", () => {
    const message = problemsOf({ STORAGE_DRIVER: "s3", S3_BUCKET: "art" });
    expect(message).toContain("S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3");
    expect(message).toContain("S3_PUBLIC_BASE_URL is required when STORAGE_DRIVER=s3");
    expect(message).not.toContain("S3_BUCKET is required");
    expect(problemsOf({ STORAGE_DRIVER: "ftp" })).toContain("STORAGE_DRIVER must be local or s3");
  });

  it("parses booleans strictly and email lists", () => {
    expect(parseEnv({ EMAIL_WORKER: "false" }).EMAIL_WORKER).toBe(false);
    expect(problemsOf({ EMAIL_WORKER: "maybe" })).toContain("EMAIL_WORKER must be true or false");
    expect(parseEnv({ ADMIN_NOTIFICATION_EMAILS: "a@x.com, b@y.org" }).ADMIN_NOTIFICATION_EMAILS).toEqual(["a@x.com", "b@y.org"]);
    expect(problemsOf({ ADMIN_NOTIFICATION_EMAILS: "a@x.com, nope" })).toContain('"nope" is not an email address');
  });
});
