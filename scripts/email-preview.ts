/**
 * `npm run email:preview -- <what> [--out <folder>]` renders emails to .html and .txt files
 * for a developer (default folder .data/email-previews):
 *   <outbox id>        a stored email, as it would be sent now
 *   <type>             a template with sample data: contact_form, order_confirmation,
 *                      admin_notification, payment_approved, inquiry_reply, welcome, magic_login
 *                      (hyphens work too: order-confirmation)
 *   --all              every template with sample data
 * Site name and contact details come from the settings of the database (DATABASE_URL, or the
 * embedded one of `npm run dev`); links point at SITE_URL, else at the site running here.
 */
import fs from "node:fs";
import path from "node:path";
import { scriptDatabase, type LocalDatabase } from "./lib/local-database";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  const outDir = path.resolve(outIndex >= 0 ? args[outIndex + 1] ?? "" : ".data/email-previews");
  const targets = args.filter((a, i) => !a.startsWith("--") && (outIndex < 0 || i !== outIndex + 1));
  const all = args.includes("--all");

  const { TEMPLATES, renderEmail } = await import("@/lib/email/templates");
  const { SAMPLE_PAYLOADS, SAMPLE_RECIPIENTS } = await import("@/lib/email/samples");
  const { defaultEmailSite, loadEmailSite } = await import("@/lib/email/site");
  type EmailType = keyof typeof TEMPLATES;
  const types = Object.keys(TEMPLATES) as EmailType[];

  if (!all && !targets.length) {
    console.log(`Usage: npm run email:preview -- <outbox id | ${types.join(" | ")}> [--out <folder>]\n       npm run email:preview -- --all`);
    process.exit(1);
  }

  const database: LocalDatabase = await scriptDatabase("email:preview");
  const dbModule = await import("@/lib/db");
  const site = await loadEmailSite(dbModule.db).catch(() => defaultEmailSite());
  fs.mkdirSync(outDir, { recursive: true });

  const write = async (name: string, type: EmailType, payload: unknown, to: string[], subject?: string, extra = "") => {
    const email = await renderEmail(type, payload, site);
    const html = path.join(outDir, `${name}.html`);
    const txt = path.join(outDir, `${name}.txt`);
    fs.writeFileSync(html, email.html);
    fs.writeFileSync(txt, `To: ${to.join(", ")}\nReply-To: ${email.replyTo}\nSubject: ${subject ?? email.subject}\n${extra}\n${email.text}\n`);
    console.log(`${type}: "${subject ?? email.subject}"\n  ${path.relative(process.cwd(), html)}\n  ${path.relative(process.cwd(), txt)}`);
  };

  try {
    for (const target of all ? types : targets) {
      if (UUID.test(target)) {
        const row = await dbModule.db.emailOutbox.findUnique({ where: { id: target } });
        if (!row) throw new Error(`No email ${target} in the outbox.`);
        const status = `Status: ${row.status}, attempts ${row.attempts}${row.lastError ? `, last error: ${row.lastError}` : ""}\n`;
        await write(row.id, row.type, row.payload, row.to, row.subject, status);
        continue;
      }
      const type = target.replace(/-/g, "_") as EmailType;
      if (!types.includes(type)) throw new Error(`Unknown email "${target}". Types: ${types.join(", ")}, or an outbox id.`);
      await write(`sample-${type}`, type, SAMPLE_PAYLOADS[type], SAMPLE_RECIPIENTS[type]);
    }
  } finally {
    await dbModule.db.$disconnect();
    await database.release();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
