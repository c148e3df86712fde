import { NextResponse } from "next/server";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

/** Public registration is disabled: any attempt, any method, gets 403 and the spec's message. */
function refuse() {
  return NextResponse.json({ error: AUTH_MESSAGES.registrationDisabled }, { status: 403 });
}

export const GET = refuse;
export const POST = refuse;
export const PUT = refuse;
