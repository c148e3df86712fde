-- CreateEnum
CREATE TYPE "login_token_purpose" AS ENUM ('set_password', 'sign_in');

-- CreateEnum
CREATE TYPE "sign_in_event_kind" AS ENUM ('signed_in', 'link_signed_in', 'failed', 'delayed', 'link_sent');

-- AlterTable
ALTER TABLE "login_tokens" ADD COLUMN     "purpose" "login_token_purpose" NOT NULL DEFAULT 'set_password';

-- CreateTable
CREATE TABLE "admin_sessions" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "address" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" TEXT,

    CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_events" (
    "id" BIGSERIAL NOT NULL,
    "kind" "sign_in_event_kind" NOT NULL,
    "email" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "admin_sessions_profile_id_revoked_at_idx" ON "admin_sessions"("profile_id", "revoked_at");

-- CreateIndex
CREATE INDEX "sign_in_events_created_at_idx" ON "sign_in_events"("created_at" DESC);

-- CreateIndex
CREATE INDEX "sign_in_events_email_created_at_idx" ON "sign_in_events"("email", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
