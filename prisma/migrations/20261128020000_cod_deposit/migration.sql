-- AlterTable
ALTER TABLE "delivery_settings" ADD COLUMN     "cod_deposits" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "order_deliveries" ADD COLUMN     "cod_deposit_paisa" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "deposit_kept_paisa" BIGINT NOT NULL DEFAULT 0;
