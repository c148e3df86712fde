"use client";

import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

/** "Go Back": history.back(), or the home page when this tab has no history to go back to. */
export function GoBackButton({ variant = "outline", size = "lg" }: { variant?: ButtonVariant; size?: ButtonSize }) {
  const router = useRouter();

  function goBack() {
    if (window.history.length > 1) {
      window.history.back();
    } else {
      router.push("/");
    }
  }

  return (
    <button type="button" onClick={goBack} className={buttonClasses({ variant, size })}>
      <ArrowLeft aria-hidden="true" />
      Go Back
    </button>
  );
}
