"use client";
/**
 * The dialog of the back office and the sign-in dialog, on Radix UI's Dialog (focus trap, Escape,
 * focus return, scroll lock, aria wiring). Usage:
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogContent title="Reply to inquiry" description="...">...</DialogContent>
 *   </Dialog>
 */
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/components/ui/cn";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  size = "md",
  ...props
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  size?: "sm" | "md" | "lg" | "xl";
} & Omit<ComponentPropsWithoutRef<typeof Primitive.Content>, "title">) {
  const width = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl", xl: "max-w-5xl" }[size];
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[1px]" />
      <Primitive.Content
        {...props}
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          "rounded-xl border border-border bg-card p-6 text-card-foreground shadow-2xl focus:outline-none",
          width,
          className,
        )}
      >
        <div className="mb-4 pr-8">
          <Primitive.Title className="text-lg font-semibold tracking-tight">{title}</Primitive.Title>
          {description && (
            <Primitive.Description className="mt-1 text-sm text-muted-foreground">{description}</Primitive.Description>
          )}
        </div>
        {children}
        <Primitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
