import { describe, expect, it } from "vitest";
import {
  esewaAmount,
  esewaAttemptStatus,
  esewaSignature,
  esewaSignatureMessage,
  khaltiAmount,
  khaltiAttemptStatus,
  paidOnlineText,
  paisaFromEsewaAmount,
  signEsewaRequest,
  verifyEsewaSignature,
} from "@/lib/domain/online-payment";
import { EnvError, parseEnv } from "@/lib/env";
import { cachedPagePolicy, cspSettingsFromEnv } from "@/lib/http/csp";

const UAT_KEY = "8gBm/:&EnhH.1/q";

describe("amounts from integer paisa", () => {
  it("gives eSewa whole rupees only, exactly", () => {
    expect(esewaAmount(9_755_000)).toBe("97550");
    expect(esewaAmount(10_000n)).toBe("100");
    expect(esewaAmount(9_755_050)).toBeNull();
    expect(esewaAmount(0)).toBeNull();
    expect(esewaAmount(900_719_925_474_099_300n)).toBe("9007199254740993");
  });

  it("reads eSewa's amounts back into paisa without floating point", () => {
    expect(paisaFromEsewaAmount("100")).toBe(10_000n);
    expect(paisaFromEsewaAmount("100.0")).toBe(10_000n);
    expect(paisaFromEsewaAmount("1,000.50")).toBe(100_050n);
    expect(paisaFromEsewaAmount(97550.0)).toBe(9_755_000n);
    expect(paisaFromEsewaAmount("10.005")).toBeNull();
    expect(paisaFromEsewaAmount("-5")).toBeNull();
    expect(paisaFromEsewaAmount("1e3")).toBeNull();
    expect(paisaFromEsewaAmount("9".repeat(40))).toBeNull();
  });

  it("gives Khalti paisa, at least Rs 10", () => {
    expect(khaltiAmount(9_755_050)).toBe(9_755_050);
    expect(khaltiAmount(1000n)).toBe(1000);
    expect(khaltiAmount(999)).toBeNull();
  });
});

describe("eSewa signatures", () => {
  it("signs total_amount, transaction_uuid and product_code in that order (eSewa's documented example)", () => {
    const message = esewaSignatureMessage({ total_amount: "100", transaction_uuid: "11-201-13", product_code: "EPAYTEST" }, "total_amount,transaction_uuid,product_code");
    expect(message).toBe("total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST");
    // HMAC-SHA256 in base64: RFC 4231 test case 2 (key "Jefe").
    expect(esewaSignature("what do ya want for nothing?", "Jefe")).toBe(
      Buffer.from("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843", "hex").toString("base64"),
    );
    expect(signEsewaRequest({ total_amount: "100", transaction_uuid: "11-201-13", product_code: "EPAYTEST" }, UAT_KEY)).toBe(esewaSignature(message, UAT_KEY));
    expect(signEsewaRequest({ total_amount: "101", transaction_uuid: "11-201-13", product_code: "EPAYTEST" }, UAT_KEY)).not.toBe(esewaSignature(message, UAT_KEY));
  });

  it("verifies the success data over its own signed_field_names, and refuses changes and omissions", () => {
    const names = "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";
    const fields: Record<string, string> = {
      transaction_code: "000AWEO",
      status: "COMPLETE",
      total_amount: "1000.0",
      transaction_uuid: "250610-162413",
      product_code: "EPAYTEST",
      signed_field_names: names,
    };
    const signature = esewaSignature(esewaSignatureMessage(fields, names), UAT_KEY);
    expect(verifyEsewaSignature({ ...fields, signature }, UAT_KEY)).toBe(true);
    expect(verifyEsewaSignature({ ...fields, total_amount: "10.0", signature }, UAT_KEY)).toBe(false);
    expect(verifyEsewaSignature({ ...fields, signature }, "another key")).toBe(false);
    expect(verifyEsewaSignature({ ...fields, signature: "short" }, UAT_KEY)).toBe(false);
    // A signature over fewer fields (the amount left out) is not enough.
    const partial = "transaction_code,status,transaction_uuid,product_code";
    expect(verifyEsewaSignature({ ...fields, signed_field_names: partial, signature: esewaSignature(esewaSignatureMessage(fields, partial), UAT_KEY) }, UAT_KEY)).toBe(false);
  });
});

describe("provider statuses", () => {
  it("maps eSewa and Khalti statuses; only COMPLETE / Completed are completed", () => {
    expect(["COMPLETE", "PENDING", "FULL_REFUND", "PARTIAL_REFUND", "AMBIGUOUS", "NOT_FOUND", "CANCELED", "??"].map(esewaAttemptStatus)).toEqual([
      "completed", "pending", "refunded", "refunded", "pending", "failed", "canceled", "pending",
    ]);
    expect(["Completed", "Pending", "Initiated", "Refunded", "Expired", "User canceled", "Partially Refunded"].map(khaltiAttemptStatus)).toEqual([
      "completed", "pending", "pending", "refunded", "expired", "canceled", "refunded",
    ]);
    expect(paidOnlineText("esewa", "000AWEO")).toBe("Paid online via eSewa, ref 000AWEO");
  });
});

describe("configuration", () => {
  it("takes a provider configured completely or not at all, and names what is missing", () => {
    expect(parseEnv({ KHALTI_SECRET_KEY: "live_secret_key_x", KHALTI_BASE_URL: "https://dev.khalti.com/api/v2/" }).KHALTI_BASE_URL).toBe(
      "https://dev.khalti.com/api/v2/",
    );
    let error: unknown;
    try {
      parseEnv({ ESEWA_PRODUCT_CODE: "EPAYTEST", ESEWA_FORM_URL: "ftp://x" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain("ESEWA_FORM_URL must be an http(s) URL");
    expect(message).toContain("ESEWA_SECRET_KEY is required when");
    expect(message).toContain("ESEWA_STATUS_URL is required when");
  });

  it("lets the payment page post eSewa's form, and no other page", () => {
    const env = { ESEWA_FORM_URL: "https://rc-epay.esewa.com.np/api/epay/main/v2/form" };
    expect(cachedPagePolicy(cspSettingsFromEnv(env, "/checkout/pay/abcdefghijklmnopqrstuvwx"))).toContain("form-action 'self' https://rc-epay.esewa.com.np;");
    expect(cachedPagePolicy(cspSettingsFromEnv(env, "/checkout"))).toContain("form-action 'self';");
    expect(cachedPagePolicy(cspSettingsFromEnv(env))).toContain("form-action 'self';");
    expect(cachedPagePolicy(cspSettingsFromEnv({}, "/checkout/pay/abcdefghijklmnopqrstuvwx"))).toContain("form-action 'self';");
  });
});
