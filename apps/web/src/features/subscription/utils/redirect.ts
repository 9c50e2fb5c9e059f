/** Spec §7: checkout returns to {origin}/payment-success or {origin}/payment-decline. */
export function checkoutReturnUrls(origin = window.location.origin) {
  return { successUrl: `${origin}/payment-success`, cancelUrl: `${origin}/payment-decline` };
}
