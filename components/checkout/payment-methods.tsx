"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CHECK_ICON, COPY_ICON, DOWNLOAD_ICON } from "./payment-icons";
import type { PaymentMethodView } from "@/lib/domain/payment-details";
import { fillString } from "@/lib/i18n/client-strings";
import { Button } from "@/components/ui/button";
import { tabIndexForKey } from "@/components/ui/tab-keys";
import { useCopyFeedback } from "@/components/ui/use-copy-feedback";
import { loadPaymentMethod, savePaymentMethod } from "./pending-order";
import type { PaymentMethodStrings } from "./payment-words";

/** The exact amount as typed into a wallet: rupees, with paisa only when there are some. */
export function amountText(paisa: number): string {
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

function CopyButton({ value, label, strings }: { value: string; label: string; strings: PaymentMethodStrings }) {
  const [copied, setCopied] = useCopyFeedback();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an old browser or a refused permission): the value stays selectable.
      setCopied(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={fillString(strings.copyLabel, { label })} className="shrink-0">
      {copied ? <PathIcon paths={CHECK_ICON} /> : <PathIcon paths={COPY_ICON} />}
      <span aria-live="polite">{copied ? strings.copied : strings.copy}</span>
    </Button>
  );
}

function Row({ label, value, copy, testId, strings }: { label: string; value: string; copy?: boolean; testId?: string; strings: PaymentMethodStrings }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-2">
      <dt className="col-start-1 text-xs text-muted-foreground">{label}</dt>
      <dd className="col-start-1 min-w-0 font-mono text-base break-all text-foreground select-all" data-testid={testId}>
        {value}
      </dd>
      {copy && (
        <dd className="col-start-2 row-span-2 row-start-1">
          <CopyButton value={value} label={label.toLowerCase()} strings={strings} />
        </dd>
      )}
    </div>
  );
}

const QR_OPTIONS = { errorCorrectionLevel: "M" as const, margin: 4, color: { dark: "#000000", light: "#ffffff" } };

/**
 * The payload's images: the SVG shown on screen (drawn on the server when `serverSvg` is given,
 * so it is in the page's HTML; otherwise here, after the page has appeared) and the 1024-pixel PNG
 * behind 'Save QR'. Drawing that PNG is a quarter of a second of a phone's main thread, so it is
 * drawn only when the buyer reaches for the button (pointer, touch or keyboard focus), with
 * qrcode loaded then, never while the page is still coming to life.
 */
function useQr(payload: string | null, serverSvg: string | undefined) {
  const [svg, setSvg] = useState<{ payload: string; url: string } | null>(null);
  const [png, setPng] = useState<{ payload: string; url: string } | null>(null);
  const drawing = useRef<{ payload: string; done: Promise<string | null> } | null>(null);
  useEffect(() => {
    if (!payload || serverSvg) return;
    let live = true;
    void import("qrcode").then(async (QRCode) => {
      const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await QRCode.toString(payload, { ...QR_OPTIONS, type: "svg" }))}`;
      if (live) setSvg({ payload, url });
    });
    return () => {
      live = false;
    };
  }, [payload, serverSvg]);
  function preparePng(): Promise<string | null> {
    if (!payload) return Promise.resolve(null);
    if (drawing.current?.payload !== payload) {
      const done = import("qrcode")
        .then((QRCode) => QRCode.toDataURL(payload, { ...QR_OPTIONS, width: 1024 }))
        .then(
          (url) => {
            setPng({ payload, url });
            return url;
          },
          () => {
            drawing.current = null;
            return null;
          },
        );
      drawing.current = { payload, done };
    }
    return drawing.current.done;
  }
  return {
    svg: payload ? (serverSvg ?? (svg?.payload === payload ? svg.url : null)) : null,
    png: payload && png?.payload === payload ? png.url : null,
    preparePng,
  };
}

function MethodPanel({
  method,
  totalPaisa,
  remark,
  payload,
  qrImage,
  strings,
}: {
  strings: PaymentMethodStrings;
  method: PaymentMethodView;
  totalPaisa: number;
  remark: string;
  orderNumber?: string;
  payload: string | null;
  qrImage?: string;
}) {
  const qr = useQr(payload, qrImage);
  const fileName = `pay-${method.kind.replace("_", "-")}-npr-${amountText(totalPaisa).replace(".", "-")}.png`;
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
      {payload ? (
        <div className="flex flex-col items-center gap-3">
          <div className="size-56 rounded-lg bg-white p-1 shadow-sm ring-1 ring-border">
            {qr.svg ? (
              // eslint-disable-next-line @next/next/no-img-element -- a generated data URL: nothing for the image optimiser to do
              <img src={qr.svg} alt={strings.qrAlt[method.kind] ?? method.label} width={224} height={224} className="size-full" data-testid="payment-qr" data-payload={payload} data-png={qr.png ?? undefined} />
            ) : (
              <div className="size-full animate-pulse rounded bg-stone-100" aria-hidden="true" />
            )}
          </div>
          <a
            href={qr.png ?? "#save-qr"}
            download={fileName}
            onPointerEnter={() => void qr.preparePng()}
            onTouchStart={() => void qr.preparePng()}
            onFocus={() => void qr.preparePng()}
            onClick={(event) => {
              if (qr.png) return;
              // Pressed before the picture was ready: save it as soon as it is drawn.
              event.preventDefault();
              void qr.preparePng().then((url) => {
                if (!url) return;
                const link = document.createElement("a");
                link.href = url;
                link.download = fileName;
                document.body.append(link);
                link.click();
                link.remove();
              });
            }}
            className="inline-flex h-10 items-center gap-2 rounded-md border border-input px-4 text-sm font-medium hover:bg-muted"
            data-testid="save-qr"
          >
            <PathIcon paths={DOWNLOAD_ICON} className="size-4" /> {strings.saveQr}
          </a>
          <p className="max-w-56 text-center text-xs text-muted-foreground">
            {method.amountInQr ? strings.amountInside : strings.scanIt}
          </p>
        </div>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground sm:col-span-2" data-testid="no-qr">
          {strings.noQr[method.kind]}
        </p>
      )}
      <dl className="divide-y divide-border" data-testid="payment-details">
        {method.details.map((row) => (
          <Row key={row.label} {...row} strings={strings} />
        ))}
        <Row label={strings.amountLabel} value={amountText(totalPaisa)} copy testId="pay-amount" strings={strings} />
        {remark && <Row label={strings.remarksLabel} value={remark} copy strings={strings} />}
      </dl>
    </div>
  );
}

const subscribeToNothing = () => () => {};

/** The tab to open: the buyer's last choice when offered, else the first method with a QR code. */
function firstMethod(methods: PaymentMethodView[]): string {
  return (methods.find((m) => m.qrPayload) ?? methods[0])?.kind ?? "";
}

/**
 * The ways to pay, one tab per method: the QR code the wallet or bank issued (with the exact
 * amount and the order number inside for Fonepay/NepalPay merchant codes), 'Save QR' for paying
 * from the phone's gallery, the IDs with copy buttons, the exact amount and the remark to write.
 * Opens on a method with a scannable QR code, or on the buyer's last choice.
 */
export function PaymentMethods({
  methods,
  totalPaisa,
  remark,
  orderNumber,
  qrPayloads,
  qrImages = {},
  strings,
}: {
  /** The words in the page's language (lib/i18n/payment-strings.ts). */
  strings: PaymentMethodStrings;
  methods: PaymentMethodView[];
  totalPaisa: number;
  remark: string;
  orderNumber?: string;
  /**
   * What each method's QR code holds for this order (orderQrPayload: the amount and order number
   * written into a merchant code), by kind; worked out on the server, so the EMV QR code's
   * reading and writing stay out of the browser.
   */
  qrPayloads: Record<string, string | null>;
  /** Each method's QR for this order, drawn on the server (lib/payments/qr-image.ts), by kind. */
  qrImages?: Record<string, string>;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The last choice lives in the browser's storage: read after hydration (the server has none).
  const remembered = useSyncExternalStore(subscribeToNothing, loadPaymentMethod, () => null);
  const current =
    chosen ?? (remembered && methods.some((m) => m.kind === remembered) ? remembered : firstMethod(methods));
  const choose = (kind: string) => {
    setChosen(kind);
    savePaymentMethod(kind);
  };
  if (methods.length === 0) {
    return (
      <p className="rounded-xl border border-border p-5 text-sm text-muted-foreground" data-testid="payment-methods">
        {strings.noMethods}
      </p>
    );
  }
  return <MethodTabs methods={methods} current={current} choose={choose} totalPaisa={totalPaisa} remark={remark} orderNumber={orderNumber} qrPayloads={qrPayloads} qrImages={qrImages} strings={strings} />;
}

/**
 * One tab per method (WAI-ARIA tabs pattern, automatic activation: the arrow keys, Home and End
 * move to a tab and show its panel; only the chosen tab is in the Tab order). Only the chosen
 * panel is drawn, so only its QR code is made.
 */
function MethodTabs({
  methods,
  current,
  choose,
  totalPaisa,
  remark,
  orderNumber,
  qrPayloads,
  qrImages,
  strings,
}: {
  strings: PaymentMethodStrings;
  methods: PaymentMethodView[];
  current: string;
  choose: (kind: string) => void;
  totalPaisa: number;
  remark: string;
  orderNumber?: string;
  qrPayloads: Record<string, string | null>;
  qrImages: Record<string, string>;
}) {
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (kind: string) => `${base}-tab-${kind}`;
  const panelId = (kind: string) => `${base}-panel-${kind}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, methods.findIndex((m) => m.kind === current), methods.length);
    if (next === null) return;
    event.preventDefault();
    choose(methods[next].kind);
    tabs.current[next]?.focus();
  }

  return (
    <div className="rounded-xl border border-border bg-card" data-testid="payment-methods">
      <div role="tablist" aria-label={strings.waysToPay} aria-orientation="horizontal" onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-border p-1.5">
        {methods.map((m, i) => {
          const selected = m.kind === current;
          return (
            <button
              key={m.kind}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={tabId(m.kind)}
              aria-selected={selected}
              aria-controls={panelId(m.kind)}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(m.kind)}
              className="shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {m.label}
            </button>
          );
        })}
      </div>
      {methods.map((m) => {
        const selected = m.kind === current;
        return (
          <div
            key={m.kind}
            role="tabpanel"
            id={panelId(m.kind)}
            aria-labelledby={tabId(m.kind)}
            data-state={selected ? "active" : "inactive"}
            hidden={!selected}
            tabIndex={0}
            className="p-4 sm:p-5"
          >
            {selected && <MethodPanel method={m} totalPaisa={totalPaisa} remark={remark} orderNumber={orderNumber} payload={qrPayloads[m.kind] ?? null} qrImage={qrImages[m.kind]} strings={strings} />}
          </div>
        );
      })}
    </div>
  );
}
