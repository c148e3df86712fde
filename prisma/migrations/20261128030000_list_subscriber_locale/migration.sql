-- AlterTable
ALTER TABLE "list_subscriptions" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';
