import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages, type MessagePaths } from "@/lib/i18n/client-messages";

/**
 * Gives the client components inside it the messages at `only` (lib/i18n/client-messages.ts),
 * in the page's language; the page's HTML carries just those.
 */
export async function ClientMessages({ only, children }: { only: MessagePaths; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, only)}>{children}</NextIntlClientProvider>;
}
