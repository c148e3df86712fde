"use server";
/** Settings action of the back office; it checks the administrator first. */
import { refuseUnlessAdmin } from "@/lib/content/admin-guard";
import { saveSettings } from "@/lib/content/settings";

export async function saveSettingsAction(input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return saveSettings(input);
}
