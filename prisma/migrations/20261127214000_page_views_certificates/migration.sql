-- CreateTable
CREATE TABLE "page_view_counts" (
    "day" DATE NOT NULL,
    "path" VARCHAR(160) NOT NULL,
    "referrer_host" VARCHAR(100) NOT NULL DEFAULT '',
    "device" VARCHAR(8) NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_counts_pkey" PRIMARY KEY ("day","path","referrer_host","device")
);

-- CreateTable
CREATE TABLE "visit_days" (
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "cart_adds" INTEGER NOT NULL DEFAULT 0,
    "cart_visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visit_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "visitor_marks" (
    "day" DATE NOT NULL,
    "hash" BYTEA NOT NULL,

    CONSTRAINT "visitor_marks_pkey" PRIMARY KEY ("day","hash")
);

-- CreateTable
CREATE TABLE "visitor_salts" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,

    CONSTRAINT "visitor_salts_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "order_id" UUID NOT NULL,
    "artwork_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "medium" TEXT NOT NULL DEFAULT '',
    "dimensions" TEXT NOT NULL DEFAULT '',
    "year" INTEGER,
    "image" TEXT,
    "artist_name" TEXT NOT NULL,
    "show_buyer_name" BOOLEAN NOT NULL DEFAULT false,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "voided_at" TIMESTAMPTZ(3),
    "void_reason" TEXT,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificate_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "artist_name" TEXT NOT NULL DEFAULT '',
    "signature_image" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "certificate_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates"("number");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_token_key" ON "certificates"("token");

-- CreateIndex
CREATE INDEX "certificates_order_id_idx" ON "certificates"("order_id");

-- CreateIndex
CREATE INDEX "certificates_artwork_id_idx" ON "certificates"("artwork_id");
