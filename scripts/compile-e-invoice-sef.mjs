// Compiles the e-invoice validation stylesheets to SEF when missing or stale (scripts/lib/e-invoice-sef.mjs).
// npm start, npm test and the api's build run it; by hand: node scripts/compile-e-invoice-sef.mjs
import { ensureEInvoiceSef } from './lib/e-invoice-sef.mjs';

await ensureEInvoiceSef();
