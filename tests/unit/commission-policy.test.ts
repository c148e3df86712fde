import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY, cancellationRefund, pointPassed, readPolicy, type CancellationPolicy, type PolicyProgress } from "@/lib/domain/commission-policy";
import { policySentence, policyText } from "@/lib/domain/commission-policy-sentence";
import { parseSettingsForm } from "@/lib/domain/admin/settings-form";

const REQUESTED: PolicyProgress = { accepted: false, sketchApproved: false };
const ACCEPTED: PolicyProgress = { accepted: true, sketchApproved: false };
const APPROVED: PolicyProgress = { accepted: true, sketchApproved: true };

describe("commission cancellation policy (lib/domain/commission-policy.ts)", () => {
  it("defaults to the rule the shop followed before: refundable until the sketch is approved, then the deposit kept", () => {
    expect(DEFAULT_POLICY).toEqual({ refundUntil: "sketch_approved", keepPercent: 100 });
    expect(readPolicy({ refundUntil: "whenever", keepPercent: 250 })).toEqual(DEFAULT_POLICY);
    expect(readPolicy({ refundUntil: "accepted", keepPercent: 30 })).toEqual({ refundUntil: "accepted", keepPercent: 30 });
  });

  it("passes the point at acceptance, at the sketch's approval, or from the start", () => {
    const at = (refundUntil: CancellationPolicy["refundUntil"], progress: PolicyProgress) => pointPassed({ refundUntil, keepPercent: 100 }, progress);
    expect([at("accepted", REQUESTED), at("accepted", ACCEPTED), at("accepted", APPROVED)]).toEqual([false, true, true]);
    expect([at("sketch_approved", REQUESTED), at("sketch_approved", ACCEPTED), at("sketch_approved", APPROVED)]).toEqual([false, false, true]);
    expect([at("never", REQUESTED), at("never", ACCEPTED), at("never", APPROVED)]).toEqual([true, true, true]);
  });

  it("refunds everything paid before the point, and what the kept share leaves after it", () => {
    const policy: CancellationPolicy = { refundUntil: "accepted", keepPercent: 100 };
    expect(cancellationRefund({ paidPaisa: 315_000n, depositPaisa: 315_000n, policy, progress: REQUESTED })).toEqual({ refundPaisa: 315_000n, keptPaisa: 0n });
    expect(cancellationRefund({ paidPaisa: 315_000n, depositPaisa: 315_000n, policy, progress: ACCEPTED })).toEqual({ refundPaisa: 0n, keptPaisa: 315_000n });
    // A balance already paid is always refunded: only the deposit's share is kept.
    expect(cancellationRefund({ paidPaisa: 630_000n, depositPaisa: 315_000n, policy, progress: APPROVED })).toEqual({ refundPaisa: 315_000n, keptPaisa: 315_000n });
    // Nothing paid, nothing refunded or kept.
    expect(cancellationRefund({ paidPaisa: 0n, depositPaisa: 315_000n, policy, progress: APPROVED })).toEqual({ refundPaisa: 0n, keptPaisa: 0n });
  });

  it("rounds the kept share down to the paisa, so refund + kept is what was paid, exactly", () => {
    // 33 % of 100,001 paisa = 33,000.33: 33,000 kept, 67,001 refunded.
    const policy: CancellationPolicy = { refundUntil: "never", keepPercent: 33 };
    expect(cancellationRefund({ paidPaisa: 100_001n, depositPaisa: 100_001n, policy, progress: REQUESTED })).toEqual({ refundPaisa: 67_001n, keptPaisa: 33_000n });
    for (const paid of [1n, 99n, 100_001n, 315_000n, 777_777n]) {
      for (const keepPercent of [1, 33, 50, 67, 99, 100]) {
        const { refundPaisa, keptPaisa } = cancellationRefund({ paidPaisa: paid, depositPaisa: 315_001n, policy: { refundUntil: "never", keepPercent }, progress: APPROVED });
        expect(refundPaisa + keptPaisa).toBe(paid);
        expect(keptPaisa <= (315_001n * BigInt(keepPercent)) / 100n).toBe(true);
        expect(refundPaisa >= 0n && keptPaisa >= 0n).toBe(true);
      }
    }
    // Part of the deposit paid: never more kept than was paid.
    expect(cancellationRefund({ paidPaisa: 1_000n, depositPaisa: 315_000n, policy: { refundUntil: "never", keepPercent: 50 }, progress: REQUESTED })).toEqual({ refundPaisa: 0n, keptPaisa: 1_000n });
  });

  it("says the policy in English, from the catalogue", () => {
    expect(policySentence(DEFAULT_POLICY, "en")).toBe("The deposit is refunded in full until you approve the sketch; after that, it is kept.");
    expect(policySentence({ refundUntil: "accepted", keepPercent: 100 }, "en")).toBe("The deposit is refunded in full until the artist accepts your commission; after that, it is kept.");
    expect(policySentence({ refundUntil: "sketch_approved", keepPercent: 30 }, "en")).toBe(
      "The deposit is refunded in full until you approve the sketch; after that, 30% of it is kept and the rest refunded.",
    );
    expect(policySentence({ refundUntil: "never", keepPercent: 100 }, "en")).toBe("The deposit is not refundable.");
    expect(policySentence({ refundUntil: "never", keepPercent: 25 }, "en")).toBe("If you cancel, 25% of the deposit is kept and the rest refunded.");
  });

  it("says the policy in Nepali, from the catalogue", () => {
    expect(policySentence(DEFAULT_POLICY, "ne")).toBe("तपाईंले स्केच स्वीकृत नगरेसम्म धरौटी पूरै फिर्ता हुन्छ; त्यसपछि फिर्ता हुँदैन।");
    expect(policySentence({ refundUntil: "never", keepPercent: 100 }, "ne")).toBe("धरौटी फिर्ता हुँदैन।");
    expect(policySentence({ refundUntil: "accepted", keepPercent: 40 }, "ne")).toMatch(/^कलाकारले तपाईंको कमिसन स्वीकार नगरेसम्म .*(40|४०)%/);
  });

  it("puts the artist's note after the sentence", () => {
    expect(policyText(DEFAULT_POLICY, "  Reference photos are returned.  ", "en")).toBe(
      "The deposit is refunded in full until you approve the sketch; after that, it is kept. Reference photos are returned.",
    );
    expect(policyText(DEFAULT_POLICY, "", "en")).toBe(policySentence(DEFAULT_POLICY, "en"));
  });
});

describe("the policy in the Settings form (parseSettingsForm)", () => {
  const base = { siteName: "Studio", siteDescription: "d", contactEmail: "a@b.np", supportEmail: "s@b.np", commissionChangeRounds: "2" };

  it("takes a choice, a whole percent and an optional note", () => {
    const r = parseSettingsForm({ ...base, commissionRefundUntil: "accepted", commissionKeepPercent: "40", commissionCancellationPolicy: "  Photos are returned. " });
    expect(r.ok && r.values).toMatchObject({ commissionRefundUntil: "accepted", commissionKeepPercent: 40, commissionCancellationPolicy: "Photos are returned." });
    const blank = parseSettingsForm({ ...base, commissionRefundUntil: "never", commissionKeepPercent: "100", commissionCancellationPolicy: "" });
    expect(blank.ok && blank.values).toMatchObject({ commissionRefundUntil: "never", commissionKeepPercent: 100, commissionCancellationPolicy: "" });
  });

  it("refuses an unknown choice, a percent out of 1-100 and a note too long, each on its field", () => {
    expect(parseSettingsForm({ ...base, commissionRefundUntil: "someday", commissionKeepPercent: "100" })).toMatchObject({ ok: false, fieldErrors: { commissionRefundUntil: expect.any(String) } });
    for (const percent of ["0", "101", "12.5", "many"]) {
      expect(parseSettingsForm({ ...base, commissionRefundUntil: "accepted", commissionKeepPercent: percent })).toMatchObject({ ok: false, fieldErrors: { commissionKeepPercent: expect.any(String) } });
    }
    expect(parseSettingsForm({ ...base, commissionRefundUntil: "accepted", commissionKeepPercent: "50", commissionCancellationPolicy: "x".repeat(601) })).toMatchObject({
      ok: false,
      fieldErrors: { commissionCancellationPolicy: expect.any(String) },
    });
  });
});
