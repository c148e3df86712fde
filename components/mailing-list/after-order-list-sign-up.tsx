import { ListSignUpForm } from "./list-sign-up-form";

/** Below a placed order: join the list with the order's address (the box is unticked). */
export function AfterOrderListSignUp({ orderToken }: { orderToken: string }) {
  return (
    <section aria-labelledby="after-order-list" className="mx-auto mt-10 max-w-2xl rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="after-order-list" className="font-medium">
        Hear about new works
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">Only if you want: we email you a link to confirm, and every email has a one-click unsubscribe.</p>
      <ListSignUpForm
        variant={{ kind: "after-order", orderToken }}
        label="Yes, email me at my order's address when there are new works."
        buttonLabel="Sign me up"
      />
    </section>
  );
}
