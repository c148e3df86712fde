/** Chat links for the WhatsApp and Viber numbers of the settings (digits only, with the country code). */
function digits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

export function whatsappHref(phone: string): string | null {
  const d = digits(phone);
  return d.length >= 7 ? `https://wa.me/${d}` : null;
}

export function viberHref(phone: string): string | null {
  const d = digits(phone);
  return d.length >= 7 ? `viber://chat?number=%2B${d}` : null;
}
