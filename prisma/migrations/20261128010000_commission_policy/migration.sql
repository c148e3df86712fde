-- AlterTable
ALTER TABLE "commissions" ADD COLUMN     "keep_percent" INTEGER NOT NULL DEFAULT 100,
ADD COLUMN     "refund_until" TEXT NOT NULL DEFAULT 'sketch_approved',
ALTER COLUMN "cancellation_policy" SET DEFAULT '';

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "commission_keep_percent" INTEGER NOT NULL DEFAULT 100,
ADD COLUMN     "commission_refund_until" TEXT NOT NULL DEFAULT 'sketch_approved',
ALTER COLUMN "commission_cancellation_policy" SET DEFAULT '';

-- The fixed rule until now (the deposit refundable until the sketch is approved, then kept) is
-- the structured rule the new columns default to: sketch_approved, 100 % of the deposit kept.
-- Its wording, the old default text, is now generated from the rule, so it no longer stays as
-- the artist's note; any other text the artist wrote stays, shown beside the rule.
UPDATE "settings" SET "commission_cancellation_policy" = ''
 WHERE "commission_cancellation_policy" = 'The deposit is refundable until you approve the sketch; after that it is kept.';
UPDATE "commissions" SET "cancellation_policy" = ''
 WHERE "cancellation_policy" = 'The deposit is refundable until you approve the sketch; after that it is kept.';

-- Only the known rules and a percent from 0 to 100 are stored.
ALTER TABLE "settings" ADD CONSTRAINT "settings_commission_refund_until_check" CHECK ("commission_refund_until" IN ('accepted', 'sketch_approved', 'never'));
ALTER TABLE "settings" ADD CONSTRAINT "settings_commission_keep_percent_check" CHECK ("commission_keep_percent" BETWEEN 0 AND 100);
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_refund_until_check" CHECK ("refund_until" IN ('accepted', 'sketch_approved', 'never'));
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_keep_percent_check" CHECK ("keep_percent" BETWEEN 0 AND 100);
