"use client";
/**
 * The confirmation of a fulfilment change: Mark shipped (courier, tracking number or link),
 * Mark delivered, Mark collected. It shows what the server says the change does (who is
 * emailed, what the order becomes) or why it is refused, and makes it only on an explicit yes.
 * The fields are checked here with the server's own schema, and again on the server.
 */
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { Field, TextInput } from "@/components/admin/form/fields";
import { markOrderFulfilled, previewOrderFulfilment, shipOrder } from "@/lib/actions/admin/orders";
import { FULFILMENT_ACTION_LABELS, type FulfilmentTarget } from "@/lib/domain/fulfilment";
import {
  markShippedInput,
  MAX_COURIER_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  MAX_TRACKING_URL_LENGTH,
} from "@/lib/validation/admin/orders";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { PreviewText } from "@/components/admin/orders/order-change-dialog";
import { CourierPresetPicker } from "@/components/admin/orders/courier-presets";
import type { OrderPreviewState } from "@/components/admin/orders/use-order-preview";

/** Couriers commonly used in Nepal, offered as suggestions (any name can be typed). */
const COURIERS = ["Pathao", "Nepal Can Move", "Nepal Post (EMS)", "Upaya", "Aramex", "DHL", "FedEx"];

export interface TrackingDefaults {
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

function useFulfilmentPreview(orderId: string, next: FulfilmentTarget): OrderPreviewState {
  const [state, setState] = useState<OrderPreviewState>({ state: "loading" });
  useEffect(() => {
    let live = true;
    previewOrderFulfilment({ orderId, fulfilmentStatus: next })
      .then((result) => {
        if (!live) return;
        setState(result.ok ? { state: "ready", lines: result.data.lines, refusal: result.data.refusal } : { state: "failed", message: result.message });
      })
      .catch(() => live && setState({ state: "failed", message: "Could not check what this change does. Please try again." }));
    return () => {
      live = false;
    };
  }, [orderId, next]);
  return state;
}

export function FulfilmentDialog({
  orderId,
  orderNumber,
  next,
  tracking,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  next: FulfilmentTarget;
  /** The tracking already recorded (when correcting it). */
  tracking?: TrackingDefaults;
  onClose: () => void;
}) {
  const preview = useFulfilmentPreview(orderId, next);
  const { pending, run } = useAdminAction();
  const [courier, setCourier] = useState(tracking?.courier ?? "");
  const [trackingNumber, setTrackingNumber] = useState(tracking?.trackingNumber ?? "");
  const [trackingUrl, setTrackingUrl] = useState(tracking?.trackingUrl ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = FULFILMENT_ACTION_LABELS[next];

  function confirm() {
    if (next !== "shipped") {
      run(markOrderFulfilled, { orderId, fulfilmentStatus: next }, { onSuccess: () => onClose() });
      return;
    }
    const input = { orderId, courier, trackingNumber, trackingUrl };
    const parsed = markShippedInput.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "_")] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    run(shipOrder, input, {
      onSuccess: (data) => {
        if (data.shippedEmailQueued) toast.success("The customer was emailed the courier and the tracking");
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${label}: ${orderNumber}?`}
      message={<PreviewText preview={preview} />}
      confirmLabel={label}
      destructive={false}
      pending={pending}
      disabled={preview.state !== "ready" || preview.refusal !== null}
      onConfirm={confirm}
    >
      {next === "shipped" && preview.state === "ready" && !preview.refusal && (
        <>
          <CourierPresetPicker courier={courier} onPick={setCourier} />
          <Field label="Courier" error={errors.courier}>
            {(p) => (
              <>
                <TextInput
                  {...p}
                  value={courier}
                  onChange={(e) => setCourier(e.target.value)}
                  maxLength={MAX_COURIER_LENGTH}
                  list="fulfilment-couriers"
                  autoComplete="off"
                  placeholder="Nepal Post"
                />
                <datalist id="fulfilment-couriers">
                  {COURIERS.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field label="Tracking number" error={errors.trackingNumber}>
            {(p) => (
              <TextInput {...p} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} maxLength={MAX_TRACKING_NUMBER_LENGTH} autoComplete="off" />
            )}
          </Field>
          <Field label="Tracking link" error={errors.trackingUrl} hint="A tracking number, a link, or both. For Pathao, Nepal Can Move and Nepal Post the number alone links their tracking page.">
            {(p) => (
              <TextInput
                {...p}
                type="url"
                inputMode="url"
                value={trackingUrl}
                onChange={(e) => setTrackingUrl(e.target.value)}
                maxLength={MAX_TRACKING_URL_LENGTH}
                placeholder="https://"
                autoComplete="off"
              />
            )}
          </Field>
        </>
      )}
    </ConfirmDialog>
  );
}
