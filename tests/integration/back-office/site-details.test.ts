/**
 * Site details have one source, Settings → Contact & social: the phone, address, WhatsApp,
 * Viber and social links saved there reach the cached public settings (footer, /contact,
 * /about) at once and every customer email; bad numbers and links are refused per field with
 * nothing changed; a save without those fields keeps them; the About section no longer keeps
 * its own social links, so About and Settings never disagree.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import { createAboutItemAction } from "@/lib/actions/admin/about";
import { getPublicSettings } from "@/lib/data/public-settings";
import { getSettingsForm } from "@/lib/data/admin/settings";
import { loadEmailSite } from "@/lib/email/site";
import { renderEmail } from "@/lib/email/templates";
import { SETTINGS_MESSAGES } from "@/lib/domain/admin/settings-form";
import { SOCIAL_LINKS_MOVED } from "@/lib/domain/admin/about-form";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

const base = { siteName: "Studio Patan", siteDescription: "Paintings", contactEmail: "studio@artist.test", supportEmail: "help@artist.test", taxRate: "0", shippingFee: "150", enableOrders: true, enableNotifications: true, maintenanceMode: false, paymentCheckHours: "24" };
const contact = (overrides: Record<string, unknown> = {}) => ({
  contactPhone: "+977 981-5550000",
  contactAddress: "Kupondole, Lalitpur",
  whatsappNumber: "+977 9815550000",
  viberNumber: "",
  social: { Instagram: "https://www.instagram.com/new.studio", Facebook: "", YouTube: "https://youtube.com/@newstudio" },
  ...overrides,
});

beforeAll(async () => signInAs(await createProfile("owner@studio.test", "admin")));
afterAll(() => signOutForTests());

describe("Contact & social", () => {
  it("saved once, shows on the public pages at once and in every email", async () => {
    await getPublicSettings(); // cached before the change
    const r = await saveSettingsAction({ ...base, ...contact() });
    expect(r).toMatchObject({ ok: true, message: "Settings saved successfully" });
    const pub = await getPublicSettings();
    expect(pub).toMatchObject({ contactPhone: "+977 981-5550000", contactAddress: "Kupondole, Lalitpur", whatsappNumber: "+977 9815550000", viberNumber: "" });
    expect(pub.socialLinks).toEqual([
      { platform: "Instagram", url: "https://www.instagram.com/new.studio" },
      { platform: "YouTube", url: "https://youtube.com/@newstudio" },
    ]);
    const form = await getSettingsForm();
    expect(form.social.Instagram).toBe("https://www.instagram.com/new.studio");
    expect(form.social.Facebook).toBe("");

    const site = await loadEmailSite(db);
    const email = await renderEmail("payment_approved", { userName: "Sita", userEmail: "sita@example.com", orderId: "ORD-1" }, site);
    expect(email.text).toContain("+977 981-5550000");
    expect(email.text).not.toContain("980-1234567");
  });

  it("refuses a phone with letters and a link that is not one, per field, changing nothing", async () => {
    const before = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
    const r = await saveSettingsAction({ ...base, ...contact({ contactPhone: "call me", social: { Instagram: "instagram.com/x" } }) });
    expect(r).toMatchObject({ ok: false, fieldErrors: { contactPhone: SETTINGS_MESSAGES.invalidPhone, "social.Instagram": SETTINGS_MESSAGES.invalidLink } });
    expect(await db.settings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it("a save that does not carry the contact fields keeps them", async () => {
    expect((await saveSettingsAction({ ...base, siteName: "Renamed Studio" })).ok).toBe(true);
    expect(await getPublicSettings()).toMatchObject({ siteName: "Renamed Studio", contactPhone: "+977 981-5550000" });
  });

  it("About keeps no social links of its own", async () => {
    const r = await createAboutItemAction({ sectionType: "social_links", contentKey: "instagram", contentValue: { text: "https://instagram.com/old" } });
    expect(r).toMatchObject({ ok: false, fieldErrors: { sectionType: SOCIAL_LINKS_MOVED } });
    expect(await db.aboutContent.count({ where: { sectionType: "social_links" } })).toBe(0);
  });
});
