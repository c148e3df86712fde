import type { Metadata } from "next";
import { CartPageView } from "@/components/cart/cart-page-view";
import { Container } from "@/components/ui/container";

export const metadata: Metadata = {
  title: "Cart",
  description: "Your cart: artworks, prints and commissions ready for checkout.",
  robots: { index: false, follow: true },
};

/**
 * /cart: the cart lives in the visitor's browser (its lines are checked against the database
 * when shown), so the page itself is the same for everyone and served from the full-route cache.
 */
export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)

export default function CartPage() {
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">Shopping Cart</h1>
      <CartPageView />
    </Container>
  );
}
