-- CreateTable
CREATE TABLE "delivery_zones" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "districts" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "international" BOOLEAN NOT NULL DEFAULT false,
    "rates" JSONB NOT NULL DEFAULT '{}',
    "cod_types" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "promise" TEXT NOT NULL DEFAULT '',
    "open" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "delivery_zones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "collection_enabled" BOOLEAN NOT NULL DEFAULT true,
    "cod_fee_paisa" BIGINT NOT NULL DEFAULT 0,
    "cod_max_per_phone" INTEGER NOT NULL DEFAULT 2,
    "cod_max_per_address" INTEGER NOT NULL DEFAULT 2,
    "cod_confirm_hours" INTEGER NOT NULL DEFAULT 48,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "delivery_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_deliveries" (
    "order_id" UUID NOT NULL,
    "collect" BOOLEAN NOT NULL DEFAULT false,
    "district_key" TEXT,
    "country" TEXT,
    "zone_id" UUID,
    "zone_name" TEXT NOT NULL DEFAULT '',
    "promise" TEXT NOT NULL DEFAULT '',
    "shipping_on_quote" BOOLEAN NOT NULL DEFAULT false,
    "quoted_at" TIMESTAMPTZ(3),
    "cash_on_delivery" BOOLEAN NOT NULL DEFAULT false,
    "cod_fee_paisa" BIGINT NOT NULL DEFAULT 0,
    "phone_key" TEXT NOT NULL DEFAULT '',
    "address_key" TEXT NOT NULL DEFAULT '',
    "confirmed_at" TIMESTAMPTZ(3),
    "confirmed_by_email" TEXT,
    "refused_at" TIMESTAMPTZ(3),
    "returned_at" TIMESTAMPTZ(3),
    "courier_key" TEXT,
    "ncm_order_id" TEXT,
    "ncm_status" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_deliveries_pkey" PRIMARY KEY ("order_id")
);

-- CreateIndex
CREATE INDEX "delivery_zones_position_idx" ON "delivery_zones"("position");

-- CreateIndex
CREATE INDEX "order_deliveries_phone_key_idx" ON "order_deliveries"("phone_key");

-- CreateIndex
CREATE INDEX "order_deliveries_address_key_idx" ON "order_deliveries"("address_key");

-- AddForeignKey
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_zone_id_fkey" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The default zones. Every order paid each work's own shipping charge before zones existed, and
-- still does in Nepal: the valley and the rest of Nepal start with rate mode "item" for every item
-- type (today's totals unchanged); abroad is priced on quote. Pay on delivery starts off.
INSERT INTO "delivery_zones" ("id", "name", "districts", "international", "rates", "cod_types", "promise", "open", "position", "updated_at")
SELECT gen_random_uuid(), 'Kathmandu valley', ARRAY['kathmandu', 'lalitpur', 'bhaktapur'], false,
       '{"original":{"mode":"item"},"print":{"mode":"item"},"commission":{"mode":"item"}}'::jsonb, ARRAY[]::text[],
       COALESCE((SELECT "delivery_days" FROM "settings" WHERE "id" = 1), '5-7 business days'), true, 0, CURRENT_TIMESTAMP
WHERE NOT EXISTS (SELECT 1 FROM "delivery_zones");

INSERT INTO "delivery_zones" ("id", "name", "districts", "international", "rates", "cod_types", "promise", "open", "position", "updated_at")
SELECT gen_random_uuid(), 'Rest of Nepal',
       ARRAY['bhojpur','dhankuta','ilam','jhapa','khotang','morang','okhaldhunga','panchthar','sankhuwasabha','solukhumbu','sunsari','taplejung','terhathum','udayapur',
             'bara','dhanusha','mahottari','parsa','rautahat','saptari','sarlahi','siraha',
             'chitwan','dhading','dolakha','kavrepalanchok','makwanpur','nuwakot','ramechhap','rasuwa','sindhuli','sindhupalchok',
             'baglung','gorkha','kaski','lamjung','manang','mustang','myagdi','nawalparasi-east','parbat','syangja','tanahun',
             'arghakhanchi','banke','bardiya','dang','gulmi','kapilvastu','nawalparasi-west','palpa','pyuthan','rolpa','rukum-east','rupandehi',
             'dailekh','dolpa','humla','jajarkot','jumla','kalikot','mugu','rukum-west','salyan','surkhet',
             'achham','baitadi','bajhang','bajura','dadeldhura','darchula','doti','kailali','kanchanpur'], false,
       '{"original":{"mode":"item"},"print":{"mode":"item"},"commission":{"mode":"item"}}'::jsonb, ARRAY[]::text[],
       COALESCE((SELECT "delivery_days" FROM "settings" WHERE "id" = 1), '5-7 business days'), true, 1, CURRENT_TIMESTAMP
WHERE (SELECT count(*) FROM "delivery_zones") = 1;

INSERT INTO "delivery_zones" ("id", "name", "districts", "international", "rates", "cod_types", "promise", "open", "position", "updated_at")
SELECT gen_random_uuid(), 'International', ARRAY[]::text[], true,
       '{"original":{"mode":"quote"},"print":{"mode":"quote"},"commission":{"mode":"quote"}}'::jsonb, ARRAY[]::text[],
       'Shipping quoted by email after you order', true, 2, CURRENT_TIMESTAMP
WHERE (SELECT count(*) FROM "delivery_zones") = 2;

INSERT INTO "delivery_settings" ("id", "updated_at") VALUES (1, CURRENT_TIMESTAMP) ON CONFLICT ("id") DO NOTHING;
