-- CreateTable
CREATE TABLE "reference_photos" (
    "id" UUID NOT NULL,
    "token" TEXT NOT NULL,
    "storage_path" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "file_name" TEXT,
    "client_address" TEXT NOT NULL DEFAULT '',
    "order_line_id" UUID,
    "claimed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reference_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reference_photos_token_key" ON "reference_photos"("token");

-- CreateIndex
CREATE INDEX "reference_photos_order_line_id_idx" ON "reference_photos"("order_line_id");

-- CreateIndex
CREATE INDEX "reference_photos_created_at_idx" ON "reference_photos"("created_at");

-- AddForeignKey
ALTER TABLE "reference_photos" ADD CONSTRAINT "reference_photos_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE SET NULL ON UPDATE CASCADE;
