/**
 * npm run db:seed:large -- [--artworks 10000] [--services 200] [--orders 50000] [--inquiries 20000] [--clear]
 *
 * Fills the database (DATABASE_URL, or the embedded one of `npm run dev`) in bulk for benchmarks and load tests: artworks, services, orders (with a
 * line each) and inquiries, written by a few INSERT ... SELECT statements over generate_series,
 * so 80,000 rows take seconds. Images are not generated: every bulk artwork reuses the images
 * (and their stored sizes) of the demo artworks, which must be there first (`npm run db:seed`,
 * or one `npm run dev`). Bulk rows are marked (`metadata.bulk`, slugs and order numbers with
 * "bulk") so `--clear` removes exactly them. Run it again to add more.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { scriptDatabase } from "./lib/local-database";

export interface LargeSeedCounts {
  artworks: number;
  services: number;
  orders: number;
  inquiries: number;
}

const DEFAULTS: LargeSeedCounts = { artworks: 10_000, services: 200, orders: 50_000, inquiries: 20_000 };

/** Removes every bulk row (orders first: their lines point at bulk artworks). */
export async function clearLargeSeed(client: pg.ClientBase): Promise<void> {
  await client.query(`DELETE FROM orders WHERE order_number LIKE 'ORD-BULK-%'`);
  await client.query(`DELETE FROM contact_submissions WHERE metadata->>'bulk' = 'true'`);
  await client.query(`DELETE FROM artworks WHERE metadata->>'bulk' = 'true'`);
  await client.query(`DELETE FROM services WHERE metadata->>'bulk' = 'true'`);
}

/** Adds the bulk rows in one transaction; returns how long each kind took (ms). */
export async function seedLarge(client: pg.ClientBase, counts: LargeSeedCounts): Promise<Record<keyof LargeSeedCounts, number>> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM artworks WHERE metadata->>'bulk' IS DISTINCT FROM 'true' AND cardinality(images) > 0`,
  );
  if (Number(rows[0].n) === 0) throw new Error("No demo artworks with images to reuse: run `npm run db:seed` first.");
  const run = `${Date.now().toString(36)}`;
  const took = { artworks: 0, services: 0, orders: 0, inquiries: 0 };
  const timed = async (kind: keyof LargeSeedCounts, sql: string, params: unknown[]) => {
    const t = performance.now();
    await client.query(sql, params);
    took[kind] = performance.now() - t;
  };

  await client.query("BEGIN");
  try {
    // Artworks: titles from word lists, every category, all four statuses (mostly available),
    // prices NPR 5,000-500,000, spread over three years; images from a demo artwork in turn.
    await timed(
      "artworks",
      `WITH demo AS (
         SELECT images, image_sizes, row_number() OVER (ORDER BY created_at, id) - 1 AS i, count(*) OVER () AS n
         FROM artworks WHERE metadata->>'bulk' IS DISTINCT FROM 'true' AND cardinality(images) > 0
       ), cats AS (
         SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS n FROM categories
       )
       INSERT INTO artworks (id, slug, title, description, category_id, price_paisa, year_created, medium, dimensions,
                             status, featured, tags, images, image_sizes, metadata, shipping_type, shipping_charge_paisa,
                             tax_rate_bps, created_at, updated_at)
       SELECT gen_random_uuid(),
              'bulk-' || $2 || '-' || g,
              (ARRAY['Dawn','Monsoon','Prayer Flags','Terraces','Himal','Courtyard','Lotus','Market','River','Stupa'])[1 + g % 10]
                || ' ' || (ARRAY['Study','Evening','No.','Light','Memory','Song','Dream','Path'])[1 + (g / 10) % 8] || ' ' || g,
              'A work from the bulk catalogue, number ' || g || '. Acrylic and ink on handmade lokta paper.',
              (SELECT id FROM cats WHERE cats.i = g % greatest((SELECT max(n) FROM cats), 1)),
              (500000 + (g::bigint * 7919) % 49500000),
              2020 + g % 6,
              (ARRAY['Acrylic on canvas','Watercolour on paper','Oil on canvas','Ink on lokta paper','Digital print'])[1 + g % 5],
              (ARRAY['24 x 36 in','18 x 24 in','30 x 30 in','12 x 16 in'])[1 + g % 4],
              (ARRAY['available','available','available','available','available','available','sold','not_for_sale','custom_only','available'])[1 + g % 10]::artwork_status,
              g % 50 = 0,
              ARRAY[(ARRAY['himalaya','kathmandu','abstract','portrait','landscape','heritage'])[1 + g % 6],
                    (ARRAY['blue','gold','monsoon','festival'])[1 + g % 4]],
              demo.images, demo.image_sizes,
              jsonb_build_object('bulk', true),
              (CASE WHEN g % 3 = 0 THEN 'fixed' ELSE 'free' END)::shipping_type,
              (CASE WHEN g % 3 = 0 THEN 150000 ELSE 0 END)::bigint,
              (CASE WHEN g % 2 = 0 THEN 1300 ELSE 0 END),
              now() - (g % 1095) * interval '1 day' - (g % 1440) * interval '1 minute',
              now()
       FROM generate_series(1, $1::int) AS g
       JOIN demo ON demo.i = g % demo.n`,
      [counts.artworks, run],
    );

    await timed(
      "services",
      `WITH tpl AS (SELECT commission_pricing FROM services WHERE category = 'commission' AND jsonb_array_length(commission_pricing) > 0 LIMIT 1)
       INSERT INTO services (id, slug, title, description, features, pricing, commission_pricing, duration, category,
                             available, featured, metadata, created_at, updated_at)
       SELECT gen_random_uuid(), 'bulk-service-' || $2 || '-' || g,
              (ARRAY['Portrait Commission','Watercolour Workshop','Art Consultation','Painting Restoration','Print Edition','Mural'])[1 + g % 6] || ' ' || g,
              'A service from the bulk catalogue, number ' || g || '.',
              ARRAY['Hand-finished','Certificate of authenticity','Delivered in Kathmandu valley'],
              jsonb_build_object('starting_at', 500000 + g * 1000),
              CASE WHEN g % 6 = 0 THEN coalesce((SELECT commission_pricing FROM tpl), '[]'::jsonb) ELSE '[]'::jsonb END,
              (ARRAY['2-4 weeks','1 day','2 hours','1-2 weeks'])[1 + g % 4],
              (ARRAY['commission','workshop','consultation','restoration','prints','other'])[1 + g % 6]::service_category,
              g % 7 <> 0, g % 25 = 0, jsonb_build_object('bulk', true),
              now() - (g % 365) * interval '1 day', now()
       FROM generate_series(1, $1::int) AS g`,
      [counts.services, run],
    );

    // Orders over the last year, one line each (a print of a bulk artwork, so no original is
    // held), statuses in realistic shares, a fifth awaiting their payment check.
    await timed(
      "orders",
      `WITH arts AS (
         SELECT array_agg(id ORDER BY id) AS ids, array_agg(title ORDER BY id) AS titles
         FROM artworks WHERE slug LIKE 'bulk-' || $2 || '-%'
       ), people AS MATERIALIZED (
         SELECT g, gen_random_uuid() AS order_id,
                (ARRAY['Sita','Ram','Hari','Gita','Maya','Bikash','Anita','Kiran','Sunita','Pema','Dawa','Nima'])[1 + g % 12] || ' ' ||
                (ARRAY['Gurung','Thapa','Shrestha','Rai','Lama','Tamang','Sherpa','KC','Magar','Karki'])[1 + (g / 12) % 10] AS name,
                (250000 + (g::bigint * 104729) % 2000000) AS total
         FROM generate_series(1, $1::int) AS g
       ), made AS (
         INSERT INTO orders (id, order_number, access_token, customer_email, customer_email_canonical, client_address,
                             customer_info, metadata, subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, status,
                             payment_status, transaction_reference, created_at, updated_at)
         SELECT p.order_id,
                'ORD-BULK-' || $2 || '-' || lpad(p.g::text, 6, '0'),
                md5(random()::text || p.g) || md5(p.g::text || random()::text),
                lower(replace(p.name, ' ', '.')) || p.g % 5000 || '@example.com',
                lower(replace(p.name, ' ', '.')) || p.g % 5000 || '@example.com',
                '10.' || (p.g / 65536) % 256 || '.' || (p.g / 256) % 256 || '.' || p.g % 256,
                jsonb_build_object('name', p.name, 'email', lower(replace(p.name, ' ', '.')) || p.g % 5000 || '@example.com',
                                   'phone', '+977 98' || lpad((p.g % 100000000)::text, 8, '0'), 'address', 'Ward ' || p.g % 32 || ', Lalitpur', 'notes', ''),
                jsonb_build_object('payment_method', 'manual_qr', 'bulk', true),
                p.total, 0, 0, p.total,
                (CASE WHEN p.g % 5 = 0 THEN 'pending' WHEN p.g % 11 = 0 THEN 'cancelled' ELSE 'completed' END)::order_status,
                (CASE WHEN p.g % 5 = 0 THEN 'pending' WHEN p.g % 11 = 0 THEN 'failed' ELSE 'paid' END)::payment_status,
                CASE WHEN p.g % 5 <> 0 AND p.g % 11 <> 0 THEN 'ESW' || upper(to_hex(100000000 + p.g)) END,
                now() - (($1::int - p.g) * interval '10 minutes'),
                now()
         FROM people p
       )
       INSERT INTO order_lines (id, order_id, position, line_type, artwork_id, title, unit_price_paisa, quantity, line_total_paisa, customizations)
       SELECT gen_random_uuid(), p.order_id, 1, 'artwork',
              arts.ids[1 + p.g % cardinality(arts.ids)], arts.titles[1 + p.g % cardinality(arts.ids)],
              p.total, 1, p.total, jsonb_build_object('size', 'medium', 'framing', 'none')
       FROM people p CROSS JOIN arts`,
      [counts.orders, run],
    );

    await timed(
      "inquiries",
      `INSERT INTO contact_submissions (id, name, email, phone, subject, message, service_type, status, metadata, created_at, updated_at)
       SELECT gen_random_uuid(),
              (ARRAY['Asha','Bishnu','Chandra','Deepa','Gopal','Indira'])[1 + g % 6] || ' ' || (ARRAY['Rai','Thapa','Lama','Joshi'])[1 + g % 4],
              'inquirer' || g || '@example.com',
              CASE WHEN g % 3 = 0 THEN '+977 98' || lpad(g::text, 8, '0') END,
              (ARRAY['A family portrait','Workshop seats','Is this still available?','Restoration quote'])[1 + g % 4],
              'Namaste! I would like to know more about your work. Inquiry number ' || g || '.',
              (ARRAY['commission','workshop','consultation',NULL])[1 + g % 4]::inquiry_service_type,
              (ARRAY['new','read','replied','closed'])[1 + g % 4]::inquiry_status,
              jsonb_build_object('bulk', true),
              now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
              now()
       FROM generate_series(1, $1::int) AS g`,
      [counts.inquiries],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  await client.query("ANALYZE artworks, services, orders, order_lines, contact_submissions");
  return took;
}

function option(args: string[], name: keyof LargeSeedCounts): number {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return DEFAULTS[name];
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) throw new Error(`--${name} takes a whole number from 0 to 1,000,000`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const database = await scriptDatabase("db:seed:large");
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    if (args.includes("--clear")) {
      await clearLargeSeed(client);
      console.log("Bulk rows removed.");
      return;
    }
    const counts: LargeSeedCounts = {
      artworks: option(args, "artworks"),
      services: option(args, "services"),
      orders: option(args, "orders"),
      inquiries: option(args, "inquiries"),
    };
    const t = performance.now();
    const took = await seedLarge(client, counts);
    for (const kind of Object.keys(counts) as (keyof LargeSeedCounts)[]) {
      console.log(`${kind.padEnd(10)} ${String(counts[kind]).padStart(8)} rows in ${(took[kind] / 1000).toFixed(1)} s`);
    }
    console.log(`total ${((performance.now() - t) / 1000).toFixed(1)} s (with ANALYZE)`);
  } finally {
    await client.end().catch(() => undefined);
    await database.release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
