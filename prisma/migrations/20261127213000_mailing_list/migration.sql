-- CreateEnum
CREATE TYPE "list_subscription_kind" AS ENUM ('list', 'prints', 'category');

-- CreateEnum
CREATE TYPE "list_subscription_status" AS ENUM ('pending', 'confirmed', 'unsubscribed');

-- CreateEnum
CREATE TYPE "list_subscription_source" AS ENUM ('footer', 'after_order', 'alert');

-- AlterEnum: the mailing list's emails
ALTER TYPE "email_type" ADD VALUE 'list_confirm';
ALTER TYPE "email_type" ADD VALUE 'list_alert';
ALTER TYPE "email_type" ADD VALUE 'list_note';

-- CreateTable
CREATE TABLE "list_subscriptions" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "kind" "list_subscription_kind" NOT NULL,
    "topic" TEXT NOT NULL,
    "artwork_id" UUID,
    "category_id" UUID,
    "source" "list_subscription_source" NOT NULL,
    "status" "list_subscription_status" NOT NULL DEFAULT 'pending',
    "confirm_token_hash" TEXT,
    "confirm_token_expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "unsubscribed_at" TIMESTAMPTZ(3),
    "alerted_at" TIMESTAMPTZ(3),

    CONSTRAINT "list_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "list_notes" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "artwork_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3),
    "recipients" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "list_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "list_subscriptions_confirm_token_hash_key" ON "list_subscriptions"("confirm_token_hash");

-- CreateIndex
CREATE INDEX "list_subscriptions_kind_status_idx" ON "list_subscriptions"("kind", "status");

-- CreateIndex
CREATE INDEX "list_subscriptions_artwork_id_idx" ON "list_subscriptions"("artwork_id");

-- CreateIndex
CREATE INDEX "list_subscriptions_category_id_idx" ON "list_subscriptions"("category_id");

-- CreateIndex
CREATE INDEX "list_subscriptions_created_at_idx" ON "list_subscriptions"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "list_subscriptions_email_topic_key" ON "list_subscriptions"("email", "topic");

-- CreateIndex
CREATE INDEX "list_notes_created_at_idx" ON "list_notes"("created_at" DESC);

-- AddForeignKey
ALTER TABLE "list_subscriptions" ADD CONSTRAINT "list_subscriptions_artwork_id_fkey" FOREIGN KEY ("artwork_id") REFERENCES "artworks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "list_subscriptions" ADD CONSTRAINT "list_subscriptions_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;
