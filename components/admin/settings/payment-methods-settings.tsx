"use client";
/**
 * Settings -> Payment: per wallet or bank, the account details and the QR code that wallet or
 * bank issued. The server reads the QR from the uploaded picture and keeps only its content;
 * checkout draws that same content. Each method is saved on its own.
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/admin/form/fields";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { removePaymentMethodAction, savePaymentMethodAction } from "@/lib/actions/admin/settings-payment";
import type { PaymentMethodFormValue } from "@/lib/data/admin/settings";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { markSaved, markUnsaved, useUnsavedMethods } from "@/components/admin/settings/unsaved-methods";

function MethodCard({ method }: { method: PaymentMethodFormValue }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, start] = useTransition();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const unsaved = useUnsavedMethods();
  const bank = method.kind === "bank";
  const formId = `payment-${method.kind}`;

  function save(form: FormData) {
    start(async () => {
      const result = await savePaymentMethodAction(form);
      if (toastResult(result)) {
        setErrors({});
        markSaved(method.label);
        router.refresh();
      } else {
        setErrors(fieldErrorsOf(result));
      }
    });
  }

  function remove() {
    start(async () => {
      const result = await removePaymentMethodAction({ kind: method.kind });
      if (toastResult(result)) {
        setErrors({});
        markSaved(method.label);
        router.refresh();
      }
    });
  }

  return (
    <form
      id={formId}
      aria-labelledby={`${formId}-heading`}
      className="rounded-md border border-border p-4"
      data-testid={formId}
      onChange={() => markUnsaved(method.label)}
      onSubmit={(event) => {
        event.preventDefault();
        save(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="kind" value={method.kind} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${formId}-heading`} className="font-semibold">
          {method.label}
        </h3>
        <span className="text-xs text-muted-foreground">
          {unsaved.includes(method.label) && <span className="mr-2 font-medium text-amber-700 dark:text-amber-300">Unsaved changes</span>}
          {method.saved ? "Shown at checkout" : "Not set up"}
        </span>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="flex flex-col items-start gap-2">
          {method.qrPreview ? (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG data URL drawn on the server
            <img src={method.qrPreview} alt={`${method.label} QR code as customers see it`} width={128} height={128} className="size-32 rounded bg-white p-1" data-testid="qr-preview" />
          ) : (
            <div className="flex size-32 items-center justify-center rounded border border-dashed border-border p-2 text-center text-xs text-muted-foreground">
              No QR code uploaded
            </div>
          )}
          {method.qrPayload && (
            <p className="text-xs text-muted-foreground">
              {method.amountInQr ? "Merchant QR: each order's code carries its amount." : "Shown as issued; customers enter the amount."}
            </p>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {bank && (
            <>
              <Field label="Bank name" error={errors.bankName}>
                {(p) => <TextInput {...p} name="bankName" defaultValue={method.bankName} maxLength={100} />}
              </Field>
              <Field label="Branch" error={errors.branch}>
                {(p) => <TextInput {...p} name="branch" defaultValue={method.branch} maxLength={100} />}
              </Field>
            </>
          )}
          <Field label="Account name" error={errors.accountName}>
            {(p) => <TextInput {...p} name="accountName" defaultValue={method.accountName} maxLength={100} />}
          </Field>
          <Field label={method.idLabel} error={errors.accountId}>
            {(p) => <TextInput {...p} name="accountId" defaultValue={method.accountId} maxLength={60} inputMode={bank ? "numeric" : undefined} />}
          </Field>
          <Field
            label="QR code image"
            error={errors.qr}
            hint="The QR code your wallet or bank issued you: a PNG, JPG or WEBP screenshot up to 2 MB."
            className="sm:col-span-2"
          >
            {(p) => <TextInput {...p} type="file" name="qr" accept="image/png,image/jpeg,image/webp" className="py-1.5" />}
          </Field>
          {method.qrPayload && (
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name="removeQr" value="1" className="size-4" /> Remove the QR code
            </label>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {method.saved && (
          <Button type="button" variant="ghost" onClick={() => setConfirmRemove(true)} disabled={pending}>
            Remove {method.label}
          </Button>
        )}
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? "Saving..." : `Save ${method.label}`}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove ${method.label}?`}
        message={<p>{`${method.label} is taken off checkout at once: customers can no longer choose it, and its account details${method.qrPayload ? " and QR code" : ""} are deleted.`}</p>}
        confirmLabel={`Remove ${method.label}`}
        pendingLabel="Removing..."
        pending={pending}
        onConfirm={() => {
          remove();
          setConfirmRemove(false);
        }}
      />
    </form>
  );
}

export function PaymentMethodsSettings({ methods }: { methods: PaymentMethodFormValue[] }) {
  return (
    <section className="rounded-lg border border-border bg-card p-5" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-lg font-semibold">
        Payment
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        How customers pay you. Upload the QR code each wallet or bank issued you; checkout shows it, one tab per method, in
        this order. A Fonepay or NepalPay merchant QR gets each order&rsquo;s exact amount inside. Without a QR code,
        customers see the details only. Each method is saved with its own button; &lsquo;Save Settings&rsquo; above does not save
        these.
      </p>
      <div className="space-y-4">
        {methods.map((m) => (
          <MethodCard key={`${m.kind}-${m.qrPayload ?? ""}-${m.saved}`} method={m} />
        ))}
      </div>
    </section>
  );
}
