-- AlterTable
ALTER TABLE "list_subscriptions" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- Only the shop's languages (lib/i18n/locales.ts).
ALTER TABLE "list_subscriptions" ADD CONSTRAINT "list_subscriptions_locale_check" CHECK ("locale" IN ('en', 'ne'));
