-- CreateEnum
CREATE TYPE "artwork_status" AS ENUM ('available', 'sold', 'not_for_sale', 'custom_only');

-- CreateEnum
CREATE TYPE "shipping_type" AS ENUM ('free', 'fixed');

-- CreateEnum
CREATE TYPE "service_category" AS ENUM ('commission', 'workshop', 'consultation', 'restoration', 'prints', 'other');

-- CreateEnum
CREATE TYPE "order_status" AS ENUM ('pending', 'processing', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'processing', 'paid', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "order_line_type" AS ENUM ('artwork', 'service');

-- CreateEnum
CREATE TYPE "inquiry_service_type" AS ENUM ('commission', 'workshop', 'consultation');

-- CreateEnum
CREATE TYPE "inquiry_status" AS ENUM ('new', 'read', 'replied', 'closed');

-- CreateEnum
CREATE TYPE "budget_range" AS ENUM ('under_50k', '50k-100k', '100k-200k', '200k-500k', '500k-plus');

-- CreateEnum
CREATE TYPE "about_section" AS ENUM ('hero', 'my_story', 'philosophy', 'skills', 'quick_facts', 'process_steps', 'achievements', 'social_links');

-- CreateEnum
CREATE TYPE "role" AS ENUM ('admin', 'user');

-- CreateEnum
CREATE TYPE "email_type" AS ENUM ('contact_form', 'inquiry_reply', 'order_confirmation', 'admin_notification', 'payment_approved', 'welcome', 'magic_login');

-- CreateEnum
CREATE TYPE "email_status" AS ENUM ('queued', 'sending', 'sent', 'delivered_locally', 'failed');

-- CreateTable
CREATE TABLE "categories" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "artworks" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "category_id" UUID,
    "price_paisa" INTEGER,
    "year_created" INTEGER,
    "medium" TEXT,
    "dimensions" TEXT,
    "status" "artwork_status" NOT NULL DEFAULT 'available',
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "shipping_charge_paisa" INTEGER NOT NULL DEFAULT 0,
    "shipping_type" "shipping_type" NOT NULL DEFAULT 'free',
    "tax_rate_bps" INTEGER NOT NULL DEFAULT 0,
    "tax_included" BOOLEAN NOT NULL DEFAULT false,
    "reserved_by_order_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "artworks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "pricing" JSONB NOT NULL DEFAULT '{}',
    "commission_pricing" JSONB NOT NULL DEFAULT '[]',
    "duration" TEXT NOT NULL DEFAULT 'TBD',
    "category" "service_category" NOT NULL DEFAULT 'commission',
    "available" BOOLEAN NOT NULL DEFAULT true,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "image_url" TEXT,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "shipping_charge_paisa" INTEGER NOT NULL DEFAULT 0,
    "shipping_type" "shipping_type" NOT NULL DEFAULT 'free',
    "tax_rate_bps" INTEGER NOT NULL DEFAULT 0,
    "tax_included" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" UUID NOT NULL,
    "order_number" TEXT NOT NULL,
    "access_token" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "customer_id" UUID,
    "customer_email" TEXT NOT NULL,
    "customer_info" JSONB NOT NULL,
    "shipping_address" JSONB,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "subtotal_paisa" INTEGER NOT NULL,
    "tax_paisa" INTEGER NOT NULL,
    "shipping_paisa" INTEGER NOT NULL,
    "total_paisa" INTEGER NOT NULL,
    "status" "order_status" NOT NULL DEFAULT 'pending',
    "payment_status" "payment_status" NOT NULL DEFAULT 'pending',
    "currency" TEXT NOT NULL DEFAULT 'NPR',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_lines" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "line_type" "order_line_type" NOT NULL,
    "artwork_id" UUID,
    "service_id" UUID,
    "title" TEXT NOT NULL,
    "image_url" TEXT,
    "unit_price_paisa" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "shipping_paisa" INTEGER NOT NULL DEFAULT 0,
    "tax_paisa" INTEGER NOT NULL DEFAULT 0,
    "line_total_paisa" INTEGER NOT NULL,
    "customizations" JSONB,
    "commission" JSONB,

    CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_submissions" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "subject" TEXT,
    "message" TEXT NOT NULL,
    "service_type" "inquiry_service_type",
    "budget_range" "budget_range",
    "timeline" TEXT,
    "status" "inquiry_status" NOT NULL DEFAULT 'new',
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "about_content" (
    "id" UUID NOT NULL,
    "section_type" "about_section" NOT NULL,
    "content_key" TEXT NOT NULL,
    "content_value" JSONB NOT NULL DEFAULT '{}',
    "display_order" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "about_content_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profiles" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "full_name" TEXT,
    "role" "role" NOT NULL DEFAULT 'user',
    "password_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_tokens" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "site_name" TEXT NOT NULL,
    "site_description" TEXT NOT NULL,
    "contact_email" TEXT NOT NULL,
    "support_email" TEXT NOT NULL,
    "contact_phone" TEXT NOT NULL DEFAULT '',
    "contact_address" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT 'NPR',
    "tax_rate_bps" INTEGER NOT NULL DEFAULT 800,
    "shipping_fee_paisa" INTEGER NOT NULL DEFAULT 1500,
    "enable_orders" BOOLEAN NOT NULL DEFAULT true,
    "enable_notifications" BOOLEAN NOT NULL DEFAULT true,
    "maintenance_mode" BOOLEAN NOT NULL DEFAULT false,
    "payment_details" JSONB NOT NULL DEFAULT '{}',
    "social_links" JSONB NOT NULL DEFAULT '[]',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_events" (
    "id" BIGSERIAL NOT NULL,
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL,
    "type" "email_type" NOT NULL,
    "to" TEXT[],
    "subject" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "email_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "provider_message_id" TEXT,
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "key" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "result" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "categories_slug_key" ON "categories"("slug");

-- CreateIndex
CREATE INDEX "categories_name_idx" ON "categories"("name");

-- CreateIndex
CREATE UNIQUE INDEX "artworks_slug_key" ON "artworks"("slug");

-- CreateIndex
CREATE INDEX "artworks_created_at_idx" ON "artworks"("created_at" DESC);

-- CreateIndex
CREATE INDEX "artworks_status_created_at_idx" ON "artworks"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "artworks_category_id_created_at_idx" ON "artworks"("category_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "artworks_featured_created_at_idx" ON "artworks"("featured", "created_at" DESC);

-- CreateIndex
CREATE INDEX "artworks_price_paisa_idx" ON "artworks"("price_paisa");

-- CreateIndex
CREATE INDEX "artworks_title_idx" ON "artworks"("title");

-- CreateIndex
CREATE INDEX "artworks_reserved_by_order_id_idx" ON "artworks"("reserved_by_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "services_slug_key" ON "services"("slug");

-- CreateIndex
CREATE INDEX "services_created_at_idx" ON "services"("created_at" DESC);

-- CreateIndex
CREATE INDEX "services_category_available_idx" ON "services"("category", "available");

-- CreateIndex
CREATE INDEX "services_available_featured_idx" ON "services"("available", "featured");

-- CreateIndex
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders"("order_number");

-- CreateIndex
CREATE UNIQUE INDEX "orders_access_token_key" ON "orders"("access_token");

-- CreateIndex
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders"("idempotency_key");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_payment_status_created_at_idx" ON "orders"("payment_status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_customer_id_created_at_idx" ON "orders"("customer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_customer_email_created_at_idx" ON "orders"("customer_email", "created_at" DESC);

-- CreateIndex
CREATE INDEX "order_lines_artwork_id_idx" ON "order_lines"("artwork_id");

-- CreateIndex
CREATE INDEX "order_lines_service_id_idx" ON "order_lines"("service_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_lines_order_id_position_key" ON "order_lines"("order_id", "position");

-- CreateIndex
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions"("created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_status_created_at_idx" ON "contact_submissions"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_service_type_created_at_idx" ON "contact_submissions"("service_type", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions"("email");

-- CreateIndex
CREATE INDEX "about_content_section_type_is_active_display_order_idx" ON "about_content"("section_type", "is_active", "display_order");

-- CreateIndex
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles"("email");

-- CreateIndex
CREATE INDEX "profiles_created_at_idx" ON "profiles"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "login_tokens_token_hash_key" ON "login_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "login_tokens_profile_id_idx" ON "login_tokens"("profile_id");

-- CreateIndex
CREATE INDEX "rate_limit_events_bucket_key_created_at_idx" ON "rate_limit_events"("bucket", "key", "created_at");

-- CreateIndex
CREATE INDEX "rate_limit_events_created_at_idx" ON "rate_limit_events"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_outbox_idempotency_key_key" ON "email_outbox"("idempotency_key");

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox"("created_at" DESC);

-- CreateIndex
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");

-- AddForeignKey
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_reserved_by_order_id_fkey" FOREIGN KEY ("reserved_by_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_artwork_id_fkey" FOREIGN KEY ("artwork_id") REFERENCES "artworks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
