import { certificatesOfOrder } from "@/lib/certificates/verify";
import { CERTIFICATE_WORDS } from "@/lib/domain/certificate";
import { setCertificateNameAction } from "@/lib/actions/certificates";

/**
 * The buyer's certificates of authenticity on their order's page (found by the order's token):
 * each valid one with its PDF, and the choice to have their name printed on them.
 */
export async function OrderCertificates({ token }: { token: string }) {
  const certificates = await certificatesOfOrder(token);
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="certificates-heading" className="mx-auto mt-8 max-w-2xl rounded-xl border border-border p-5">
      <h2 id="certificates-heading" className="font-display text-xl">
        Certificate of authenticity
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {certificates.map((c) => (
          <li key={c.number}>
            {c.title}: <a href={c.url} className="font-medium underline underline-offset-4">{c.number} (PDF)</a>
          </li>
        ))}
      </ul>
      <form action={setCertificateNameAction} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <input type="hidden" name="token" value={token} />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="show" value="1" defaultChecked={certificates[0].showBuyerName} className="size-4" />
          {CERTIFICATE_WORDS.showName}
        </label>
        <button type="submit" className="rounded-md border border-border px-3 py-1.5 font-medium hover:bg-muted">
          Save
        </button>
      </form>
    </section>
  );
}
