-- CreateEnum
CREATE TYPE "activity_kind" AS ENUM ('settings', 'price_list', 'payment_method', 'category', 'role', 'artwork', 'service', 'about');

-- AlterEnum
ALTER TYPE "role" ADD VALUE 'assistant';

-- CreateTable
CREATE TABLE "activity_log" (
    "id" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_email" TEXT NOT NULL,
    "kind" "activity_kind" NOT NULL,
    "action" TEXT NOT NULL,
    "subject_id" TEXT,
    "subject" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "activity_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_log_created_at_idx" ON "activity_log"("created_at" DESC);

-- CreateIndex
CREATE INDEX "activity_log_kind_created_at_idx" ON "activity_log"("kind", "created_at" DESC);
