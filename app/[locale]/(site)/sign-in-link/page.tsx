import type { Metadata } from "next";
import { Container } from "@/components/ui/container";
import { SignInLinkButton } from "@/components/auth/sign-in-link-button";
import { findUsableSignInLink, SIGN_IN_TOKEN_PATTERN } from "@/lib/auth/sign-in-link";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/messages";
import { urlParam } from "@/lib/domain/text-input";

export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

/**
 * The page of the Magic Login email's one-time sign-in link. Opening it uses nothing up (mail
 * scanners open links too): the button does, and signs in.
 */
export default async function SignInLinkPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = urlParam((await searchParams).token, 128);
  const usable = token && SIGN_IN_TOKEN_PATTERN.test(token) ? await findUsableSignInLink(token).catch(() => null) : null;
  return (
    <Container className="max-w-md py-16">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Sign in to the back office</h1>
      {usable && token ? (
        <>
          <p className="mb-4 text-sm text-muted-foreground">As {usable.email}</p>
          <SignInLinkButton token={token} />
        </>
      ) : (
        <p role="alert">{SIGN_IN_LINK_MESSAGES.invalid}</p>
      )}
    </Container>
  );
}
