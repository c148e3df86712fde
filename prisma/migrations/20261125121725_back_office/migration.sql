-- CreateEnum
CREATE TYPE "fulfilment_status" AS ENUM ('unfulfilled', 'shipped', 'delivered', 'collected');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "email_type" ADD VALUE 'order_cancelled';
ALTER TYPE "email_type" ADD VALUE 'order_shipped';
ALTER TYPE "email_type" ADD VALUE 'inquiry_acknowledgement';

-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "display_order" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "courier" TEXT,
ADD COLUMN     "fulfilled_at" TIMESTAMPTZ(3),
ADD COLUMN     "fulfilment_status" "fulfilment_status" NOT NULL DEFAULT 'unfulfilled',
ADD COLUMN     "shipped_at" TIMESTAMPTZ(3),
ADD COLUMN     "tracking_number" TEXT,
ADD COLUMN     "tracking_url" TEXT;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "acknowledge_messages" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "delivery_days" TEXT NOT NULL DEFAULT '5-7 business days',
ADD COLUMN     "viber_number" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "whatsapp_number" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "inquiry_replies" (
    "id" UUID NOT NULL,
    "submission_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "author_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inquiry_replies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "inquiry_replies_submission_id_created_at_idx" ON "inquiry_replies"("submission_id", "created_at");

-- CreateIndex
CREATE INDEX "categories_display_order_name_idx" ON "categories"("display_order", "name");

-- AddForeignKey
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
