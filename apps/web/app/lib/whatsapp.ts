/** A wa.me link with a prefilled message (the desk dialog, ui/desk-dialog.tsx). */
export function whatsappLink(base: string, text: string): string {
  return `${base}?text=${encodeURIComponent(text)}`;
}
