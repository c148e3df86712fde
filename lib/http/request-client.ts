import "server-only";
import { headers } from "next/headers";
import { clientAddressFrom, UNKNOWN_CLIENT_ADDRESS } from "@/lib/http/client-address";

/** The client address of the current request (server components and actions). */
export async function requestClientAddress(): Promise<string> {
  try {
    return clientAddressFrom(await headers());
  } catch {
    // Called outside a request (scripts, tests of the action itself).
    return UNKNOWN_CLIENT_ADDRESS;
  }
}
