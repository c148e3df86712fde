"use client";

import { useRouter } from "next/navigation";
import { usePageLocale } from "@/components/ui/locale-link";
import { addressIn } from "@/lib/http/locale-path";
import { ArrowLeft } from "lucide-react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

/** The Navigation API (Chromium, recent Firefox and Safari); not yet in TypeScript's DOM types. */
type WithNavigation = Window & { navigation?: { canGoBack?: boolean } };

/**
 * Whether there is a page to go back to. With the Navigation API only this site's own history
 * counts, so a visitor who opened a broken link in a new tab, or came from another site, goes home.
 * Elsewhere, any history entry counts.
 */
function canGoBack(): boolean {
  const navigation = (window as WithNavigation).navigation;
  if (navigation && typeof navigation.canGoBack === "boolean") return navigation.canGoBack;
  return window.history.length > 1;
}

/** "Go Back": history.back(), or the home page when there is no history to go back to. */
export function GoBackButton({ label, variant = "outline", size = "lg" }: { label: string; variant?: ButtonVariant; size?: ButtonSize }) {
  const router = useRouter();
  const locale = usePageLocale();

  function goBack() {
    if (canGoBack()) {
      window.history.back();
    } else {
      router.push(addressIn("/", locale));
    }
  }

  return (
    <button type="button" onClick={goBack} className={buttonClasses({ variant, size })}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </button>
  );
}
