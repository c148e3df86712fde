import type { Page } from "@playwright/test";

/** Checkout: picks the delivery district from the searchable list (typed, then chosen). */
export async function chooseDistrict(page: Page, name = "Kathmandu"): Promise<void> {
  const select = page.getByTestId("district-select");
  if ((await select.count()) === 0) return;
  if ((await select.textContent())?.includes(name)) return;
  await select.click();
  await page.getByPlaceholder("Search a district").fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}
