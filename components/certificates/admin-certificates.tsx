import { getOrderCertificates } from "@/lib/data/admin/certificates";
import { Card } from "@/components/admin/ui/page-header";
import { ReissueCertificateButton } from "./reissue-button";

const when = (date: Date) => new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeZone: "Asia/Kathmandu" }).format(date);

/** The order's certificates of authenticity in the back office: valid and void, each re-issuable while valid. */
export async function AdminOrderCertificates({ orderId, canReissue }: { orderId: string; canReissue: boolean }) {
  const certificates = await getOrderCertificates(orderId);
  if (certificates.length === 0) return null;
  return (
    <Card className="mt-6">
      <h2 className="mb-3 text-lg font-semibold">Certificates of authenticity</h2>
      <ul className="divide-y divide-border text-sm" data-testid="admin-certificates">
        {certificates.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {c.number} · {c.title}
              </p>
              <p className="text-xs text-muted-foreground">
                Issued {when(c.issuedAt)}
                {c.voidedAt ? ` · Void since ${when(c.voidedAt)}: ${c.voidSentence}` : " · Valid"}
                {c.showBuyerName ? " · The buyer's name is printed" : ""}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <a href={c.pdfUrl} className="underline underline-offset-4">
                PDF
              </a>
              <a href={c.verifyUrl} className="underline underline-offset-4">
                Verification page
              </a>
              {canReissue && !c.voidedAt ? <ReissueCertificateButton orderId={orderId} certificateId={c.id} number={c.number} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
