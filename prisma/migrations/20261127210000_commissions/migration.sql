-- AlterEnum
ALTER TYPE "email_type" ADD VALUE 'commission_update';

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "deposit_percent" INTEGER NOT NULL DEFAULT 50;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "commission_cancellation_policy" TEXT NOT NULL DEFAULT 'The deposit is refundable until you approve the sketch; after that it is kept.',
ADD COLUMN     "commission_change_rounds" INTEGER NOT NULL DEFAULT 2;

-- CreateTable
CREATE TABLE "commissions" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "balance_held_paisa" BIGINT NOT NULL,
    "deposit_paisa" BIGINT NOT NULL,
    "included_rounds" INTEGER NOT NULL,
    "cancellation_policy" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commission_events" (
    "id" UUID NOT NULL,
    "commission_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "stage" TEXT,
    "note" TEXT,
    "photos" JSONB NOT NULL DEFAULT '[]',
    "actor_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commission_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "commissions_order_id_key" ON "commissions"("order_id");

-- CreateIndex
CREATE INDEX "commission_events_commission_id_created_at_idx" ON "commission_events"("commission_id", "created_at");

-- CreateIndex
CREATE INDEX "commission_events_kind_created_at_idx" ON "commission_events"("kind", "created_at");

-- AddForeignKey
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_commission_id_fkey" FOREIGN KEY ("commission_id") REFERENCES "commissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
