import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { connection } from "next/server";
import { BadgeCheck, CircleX } from "lucide-react";
import { Container } from "@/components/ui/container";
import { verifyCertificate } from "@/lib/certificates/verify";
import { CERTIFICATE_WORDS } from "@/lib/domain/certificate";

export const metadata: Metadata = {
  title: "Verify a certificate of authenticity",
  robots: { index: false, follow: false },
};

const day = (date: Date) => new Intl.DateTimeFormat("en-NP", { dateStyle: "long", timeZone: "Asia/Kathmandu" }).format(date);

/**
 * /verify/<number>: the public check of a certificate of authenticity (its QR code leads here):
 * the work, sold, and whether the certificate is valid or void. No buyer data unless the buyer
 * chose to have their name on it. Read per request (a certificate can be voided at any time), not
 * indexed.
 */
export default async function VerifyPage({ params }: { params: Promise<{ number: string }> }) {
  await connection();
  const { number } = await params;
  const found = await verifyCertificate(decodeURIComponent(number).slice(0, 40));
  return (
    <>
      <Container className="max-w-3xl py-10 sm:py-14">
        <p className="text-sm tracking-widest text-muted-foreground uppercase">Certificate of authenticity</p>
        {!found ? (
          <>
            <h1 className="mt-2 font-display text-3xl">{CERTIFICATE_WORDS.notFound}</h1>
            <p className="mt-3 text-muted-foreground">Check the number printed on the certificate, for example COA-2026-7K3M9QXD.</p>
          </>
        ) : (
          <>
            <h1 className="mt-2 font-display text-3xl break-words">{found.number}</h1>
            <div
              role="status"
              className={`mt-5 flex items-start gap-3 rounded-xl border p-4 ${
                found.valid
                  ? "border-success/50 bg-success/10 text-foreground [&_svg]:text-success"
                  : "border-destructive/50 bg-destructive/10 text-foreground [&_svg]:text-destructive"
              }`}
              data-testid="certificate-standing"
            >
              {found.valid ? <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" /> : <CircleX aria-hidden="true" className="mt-0.5 size-6 shrink-0" />}
              <div>
                <p className="font-semibold">{found.valid ? CERTIFICATE_WORDS.valid : CERTIFICATE_WORDS.void}</p>
                <p className="text-sm">
                  {found.valid ? `Issued ${day(found.issuedAt)} by ${found.artistName} for an original sold by the shop.` : found.voidSentence}
                </p>
              </div>
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
              {found.image ? (
                <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted">
                  <Image src={found.image} alt={found.title} fill sizes="(min-width: 640px) 24rem, 90vw" className="object-contain" />
                </div>
              ) : null}
              <div>
                <h2 className="font-display text-2xl">{found.title}</h2>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  {found.valid ? (
                    <>
                      <dt className="text-muted-foreground">Status</dt>
                      <dd>{CERTIFICATE_WORDS.sold}</dd>
                    </>
                  ) : null}
                  {found.medium ? (
                    <>
                      <dt className="text-muted-foreground">Medium</dt>
                      <dd>{found.medium}</dd>
                    </>
                  ) : null}
                  {found.dimensions ? (
                    <>
                      <dt className="text-muted-foreground">Dimensions</dt>
                      <dd>{found.dimensions}</dd>
                    </>
                  ) : null}
                  {found.year ? (
                    <>
                      <dt className="text-muted-foreground">Year</dt>
                      <dd>{found.year}</dd>
                    </>
                  ) : null}
                  <dt className="text-muted-foreground">Artist</dt>
                  <dd>{found.artistName}</dd>
                  {found.buyerName ? (
                    <>
                      <dt className="text-muted-foreground">Collector</dt>
                      <dd>{found.buyerName}</dd>
                    </>
                  ) : null}
                  <dt className="text-muted-foreground">Issued</dt>
                  <dd>{day(found.issuedAt)}</dd>
                </dl>
                {found.workHref ? (
                  <Link href={found.workHref} className="mt-5 inline-block text-sm font-medium text-accent underline underline-offset-4">
                    See the work in the gallery
                  </Link>
                ) : null}
              </div>
            </div>
          </>
        )}
      </Container>
    </>
  );
}
