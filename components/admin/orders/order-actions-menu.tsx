"use client";
/** The action menu of an order row: completed / cancelled, paid / refunded, open. */
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { MoreHorizontal } from "lucide-react";
import { toast } from "sonner";
import { updateOrderStatus, updatePaymentStatus } from "@/lib/actions/admin/orders";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";

const itemClass = "flex cursor-default items-center rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-50";

export function OrderActionsMenu({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { pending, run } = useAdminAction();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${orderNumber}`}
        disabled={pending}
        className="inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg">
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={`/admin/orders/${orderId}`}>View details</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => run(updateOrderStatus, { orderId, status: "completed" })}>
            Mark completed
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => run(updateOrderStatus, { orderId, status: "cancelled" })}>
            Mark cancelled
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() =>
              run(updatePaymentStatus, { orderId, paymentStatus: "paid" }, {
                onSuccess: (data) => {
                  if (data.approvalEmailQueued) toast.success("Approval email sent to customer");
                },
              })
            }
          >
            Mark paid
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => run(updatePaymentStatus, { orderId, paymentStatus: "refunded" })}>
            Mark refunded
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
