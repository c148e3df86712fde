import type { Metadata } from "next";
import { connection } from "next/server";
import { CartPageView } from "@/components/cart/cart-page-view";
import { Container } from "@/components/ui/container";

export const metadata: Metadata = {
  title: "Cart",
  description: "Your cart: artworks, prints and commissions ready for checkout.",
  robots: { index: false, follow: true },
};

/**
 * /cart: the cart lives in the visitor's browser; its lines are checked against the database
 * when shown. Rendered per request like the other public pages (the frame shows settings).
 */
export default async function CartPage() {
  await connection();
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">Shopping Cart</h1>
      <CartPageView />
    </Container>
  );
}
