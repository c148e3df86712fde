-- CreateEnum
CREATE TYPE "payment_provider" AS ENUM ('esewa', 'khalti');

-- CreateEnum
CREATE TYPE "payment_attempt_status" AS ENUM ('pending', 'completed', 'failed', 'canceled', 'expired', 'refunded', 'refused');

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "esewa_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "khalti_enabled" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "payment_attempts" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "provider" "payment_provider" NOT NULL,
    "reference" TEXT NOT NULL,
    "provider_transaction_id" TEXT,
    "amount_paisa" BIGINT NOT NULL,
    "status" "payment_attempt_status" NOT NULL DEFAULT 'pending',
    "raw_answer" JSONB,
    "detail" TEXT,
    "checked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_attempts_order_id_created_at_idx" ON "payment_attempts"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_attempts_status_created_at_idx" ON "payment_attempts"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_provider_reference_key" ON "payment_attempts"("provider", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_provider_provider_transaction_id_key" ON "payment_attempts"("provider", "provider_transaction_id");

-- AddForeignKey
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
