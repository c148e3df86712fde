"use server";
/** About content actions of the back office; each one checks the administrator first. */
import { refuseUnlessAdmin } from "@/lib/content/admin-guard";
import * as about from "@/lib/content/about";

export async function createAboutItemAction(input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return about.createAboutItem(input);
}

export async function updateAboutItemAction(id: unknown, input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return about.updateAboutItem(id, input);
}

export async function deleteAboutItemAction(id: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return about.deleteAboutItem(id);
}

export async function toggleAboutItemAction(id: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return about.toggleAboutItem(id);
}

export async function reorderAboutItemsAction(section: unknown, ids: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return about.reorderAboutItems(section, ids);
}
