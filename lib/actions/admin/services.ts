"use server";
/** Service actions of the back office; each one checks the administrator first. */
import { refuseUnlessAdmin } from "@/lib/content/admin-guard";
import * as services from "@/lib/content/services";

export async function createServiceAction(input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return services.createService(input);
}

export async function updateServiceAction(id: unknown, input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return services.updateService(id, input);
}

export async function deleteServiceAction(id: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return services.deleteService(id);
}

export async function toggleServiceAvailabilityAction(id: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return services.toggleServiceAvailability(id);
}
