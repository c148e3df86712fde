-- AlterTable
ALTER TABLE "artworks" ADD COLUMN     "all_print_sizes" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "print_sizes" (
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "dimensions" TEXT NOT NULL DEFAULT '',
    "share_bps" INTEGER NOT NULL,
    "minimum_paisa" BIGINT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "print_sizes_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "frame_options" (
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price_paisa" BIGINT NOT NULL DEFAULT 0,
    "on_quote" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "frame_options_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "artwork_print_sizes" (
    "artwork_id" UUID NOT NULL,
    "print_size_key" TEXT NOT NULL,

    CONSTRAINT "artwork_print_sizes_pkey" PRIMARY KEY ("artwork_id","print_size_key")
);

-- CreateIndex
CREATE INDEX "print_sizes_position_idx" ON "print_sizes"("position");

-- CreateIndex
CREATE INDEX "frame_options_position_idx" ON "frame_options"("position");

-- CreateIndex
CREATE INDEX "artwork_print_sizes_print_size_key_idx" ON "artwork_print_sizes"("print_size_key");

-- AddForeignKey
ALTER TABLE "artwork_print_sizes" ADD CONSTRAINT "artwork_print_sizes_artwork_id_fkey" FOREIGN KEY ("artwork_id") REFERENCES "artworks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "artwork_print_sizes" ADD CONSTRAINT "artwork_print_sizes_print_size_key_fkey" FOREIGN KEY ("print_size_key") REFERENCES "print_sizes"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- The price lists start with the values the shop priced with until now (the product spec's
-- print sizes; frames +NPR 25 / 45 / 75; a custom frame on quote), so no price changes and
-- every cart line and order snapshot keeps its meaning. Every work keeps offering all sizes
-- (all_print_sizes defaults to true).
INSERT INTO "print_sizes" ("key", "name", "dimensions", "share_bps", "minimum_paisa", "enabled", "position", "updated_at") VALUES
    ('small',  'Small print',  '8x10',  1000, 150000, true, 0, CURRENT_TIMESTAMP),
    ('medium', 'Medium print', '11x14', 1500, 250000, true, 1, CURRENT_TIMESTAMP),
    ('large',  'Large print',  '16x20', 2000, 350000, true, 2, CURRENT_TIMESTAMP),
    ('poster', 'Poster',       '24x36', 3000, 500000, true, 3, CURRENT_TIMESTAMP)
ON CONFLICT ("key") DO NOTHING;

INSERT INTO "frame_options" ("key", "name", "price_paisa", "on_quote", "enabled", "position", "updated_at") VALUES
    ('basic',   'Basic frame',   2500, false, true, 0, CURRENT_TIMESTAMP),
    ('wooden',  'Wooden frame',  4500, false, true, 1, CURRENT_TIMESTAMP),
    ('premium', 'Premium frame', 7500, false, true, 2, CURRENT_TIMESTAMP),
    ('custom',  'Custom frame',     0, true,  true, 3, CURRENT_TIMESTAMP)
ON CONFLICT ("key") DO NOTHING;
