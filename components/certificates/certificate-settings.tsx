"use client";
/**
 * Settings -> Certificates: the artist's name and signature printed on certificates of
 * authenticity. The signature is a picture (PNG with a transparent background looks best).
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/admin/form/fields";
import { toastResult } from "@/components/admin/form/result-toast";
import { saveCertificateSettingsAction } from "@/lib/actions/admin/certificates";

export function CertificateSettings({ values }: { values: { artistName: string; signatureImage: string | null } }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);

  return (
    <section aria-labelledby="certificate-settings-heading" className="rounded-md border border-border p-4" data-testid="certificate-settings">
      <h3 id="certificate-settings-heading" className="font-semibold">
        Certificates of authenticity
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Issued for every original when its order is paid, and emailed with the approval. Empty name: the shop&apos;s name is printed.
      </p>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          start(async () => {
            const result = await saveCertificateSettingsAction(form);
            setError(result.ok ? null : (result.fieldErrors?.signature ?? null));
            if (toastResult(result)) router.refresh();
          });
        }}
      >
        <label className="block text-sm">
          <span className="font-medium">Artist&apos;s name on certificates</span>
          <input name="artistName" defaultValue={values.artistName} maxLength={120} className={`${inputClasses} mt-1`} />
        </label>
        <div className="text-sm">
          <label htmlFor="certificate-signature" className="font-medium">
            Signature
          </label>
          {values.signatureImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small back-office preview of the stored file
            <img src={values.signatureImage} alt="The signature printed on certificates" className="mt-1 h-14 w-auto rounded bg-white p-1" />
          ) : (
            <p className="text-muted-foreground">No signature yet.</p>
          )}
          <input
            id="certificate-signature"
            name="signature"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="mt-2 block text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground" aria-describedby={error ? "signature-error" : undefined} />
          {error ? (
            <p id="signature-error" className="mt-1 text-destructive">
              {error}
            </p>
          ) : null}
          {values.signatureImage ? (
            <label className="mt-2 flex items-center gap-2">
              <input type="checkbox" name="removeSignature" value="1" /> Remove the signature
            </label>
          ) : null}
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save certificate settings"}
        </Button>
      </form>
    </section>
  );
}
