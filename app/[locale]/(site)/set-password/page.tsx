import type { Metadata } from "next";
import { Container } from "@/components/ui/container";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { findUsableToken } from "@/lib/auth/set-password";
import { urlParam } from "@/lib/domain/text-input";
import { SET_PASSWORD_MESSAGES } from "@/lib/validation/admin/customers";

export const metadata: Metadata = { title: "Set your password", robots: { index: false, follow: false } };

/** The page of the Welcome email's single-use, expiring set-password link. */
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = urlParam((await searchParams).token, 128);
  const usable = token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? await findUsableToken(token).catch(() => null) : null;
  return (
    <Container className="max-w-md py-16">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Set your password</h1>
      {usable && token ? (
        <>
          <p className="mb-4 text-sm text-muted-foreground">For {usable.profile.email}</p>
          <SetPasswordForm token={token} />
        </>
      ) : (
        <p role="alert">{SET_PASSWORD_MESSAGES.invalidLink}</p>
      )}
    </Container>
  );
}
