"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOADER_ICON, WALLET_ICON } from "./payment-icons";
import { startOnlinePaymentAction } from "@/lib/actions/online-payment";
import { PROVIDER_LABELS, type OnlineProvider } from "@/lib/domain/online-providers";
import { pageOf } from "@/lib/http/locale-path";
import type { Locale } from "@/lib/i18n/locales";
import type { OnlinePaymentStrings } from "./payment-words";
import { Button } from "@/components/ui/button";

/** Posts eSewa's signed form in this tab (phones: the wallet opens in the same tab). */
function postForm(url: string, fields: Record<string, string>) {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * Whether this document was loaded at the payment page's own address: only there does the
 * Content-Security-Policy let a form go to eSewa (a page reached by client-side navigation keeps
 * the policy of the page first loaded in the tab).
 */
function loadedOnPaymentPage(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  try {
    return pageOf(new URL(entry?.name ?? window.location.href).pathname).path.startsWith("/checkout/pay/");
  } catch {
    return false;
  }
}

/**
 * 'Pay with eSewa' / 'Pay with Khalti': the server makes the attempt (eSewa's signed form or
 * Khalti's payment_url) and the buyer goes to the provider in this same tab. Nothing is paid
 * until the server has confirmed it with the provider.
 */
export function OnlinePayment({
  token,
  providers,
  disabled,
  strings,
  locale,
}: {
  token: string;
  providers: OnlineProvider[];
  disabled?: boolean;
  /** The words in the page's language (lib/i18n/payment-strings.ts). */
  strings: OnlinePaymentStrings;
  locale: Locale;
}) {
  const [pending, start] = useTransition();
  const [active, setActive] = useState<OnlineProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  function pay(provider: OnlineProvider) {
    if (provider === "esewa" && !loadedOnPaymentPage()) {
      // Load the payment page itself first; it continues to eSewa at once.
      window.location.assign(new URL(`${window.location.pathname}?pay=esewa`, window.location.href).href);
      return;
    }
    setError(null);
    setActive(provider);
    start(async () => {
      let result;
      try {
        result = await startOnlinePaymentAction(token, provider, locale);
      } catch {
        result = { ok: false as const, message: strings.unavailable };
      }
      if (!result.ok) {
        setError(result.message);
        setActive(null);
        return;
      }
      if (result.kind === "form") postForm(result.url, result.fields);
      else window.location.assign(result.url);
    });
  }

  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    const params = new URLSearchParams(window.location.search);
    if (params.get("pay") !== "esewa" || !providers.includes("esewa")) return;
    const timer = window.setTimeout(() => {
      resumed.current = true;
      window.history.replaceState(null, "", window.location.pathname);
      pay("esewa");
    }, 0);
    return () => window.clearTimeout(timer);
    // Once, on the page load that asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="space-y-3" data-testid="online-payment">
      <h3 className="font-semibold">{strings.heading}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {providers.map((provider) => (
          <Button
            key={provider}
            size="lg"
            className="w-full"
            onClick={() => pay(provider)}
            disabled={disabled || pending}
            data-testid={`pay-with-${provider}`}
          >
            {pending && active === provider ? <PathIcon paths={LOADER_ICON} className="animate-spin" /> : <PathIcon paths={WALLET_ICON} />}
            {strings.payWith[provider] ?? PROVIDER_LABELS[provider]}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{strings.note}</p>
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="online-payment-error">
          {error}
        </p>
      )}
    </div>
  );
}
