-- AlterTable
ALTER TABLE "artworks" ADD COLUMN     "image_sizes" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "payment_check_hours" INTEGER NOT NULL DEFAULT 24;

-- CreateTable
CREATE TABLE "artwork_slug_redirects" (
    "slug" TEXT NOT NULL,
    "artwork_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "artwork_slug_redirects_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "artwork_slug_redirects_artwork_id_idx" ON "artwork_slug_redirects"("artwork_id");

-- AddForeignKey
ALTER TABLE "artwork_slug_redirects" ADD CONSTRAINT "artwork_slug_redirects_artwork_id_fkey" FOREIGN KEY ("artwork_id") REFERENCES "artworks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
