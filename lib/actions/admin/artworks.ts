"use server";
/** Artwork actions of the back office; each one checks the administrator first. */
import { refuseUnlessAdmin } from "@/lib/content/admin-guard";
import * as artworks from "@/lib/content/artworks";

export async function createArtworkAction(input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return artworks.createArtwork(input);
}

export async function updateArtworkAction(id: unknown, input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return artworks.updateArtwork(id, input);
}

export async function deleteArtworkAction(id: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return artworks.deleteArtwork(id);
}

export async function toggleArtworkStatusAction(id: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return artworks.toggleArtworkStatus(id);
}
