import { app } from './app';
import { approvals } from './approvals';
import { auth } from './auth';
import { brand } from './brand';
import { catalogue } from './catalogue';
import { clientActivity } from './client-activity';
import { clientView } from './client-view';
import { clients } from './clients';
import { common } from './common';
import { dashboard } from './dashboard';
import { documents } from './documents';
import { documentStyle } from './document-style';
import { eInvoice } from './e-invoice';
import { imports } from './imports';
import { invoices } from './invoices';
import { landing } from './landing';
import { notifications } from './notifications';
import { plans } from './plans';
import { portal } from './portal';
import { profile } from './profile';
import { proposals } from './proposals';
import { recurring } from './recurring';
import { search } from './search';
import { subscription } from './subscription';
import { system } from './system';
import { ui } from './ui';
import { verify } from './verify';
import { workspace } from './workspace';

/**
 * Every word of the app's own screens. The screens are in English; a translation is
 * another object of this shape, chosen where `strings` is. Words the server says too (the spec's
 * texts, validation and error messages) stay in @dealdraft/domain's messages, where the API
 * reads them; what a client reads (PDF, client page, e-mails) is in its document-language.
 * inline-strings.spec.ts fails on any word written in a component instead of here.
 */
export const strings = {
  common,
  app,
  ui,
  auth,
  landing,
  plans,
  dashboard,
  documents,
  documentStyle,
  eInvoice,
  proposals,
  approvals,
  invoices,
  recurring,
  clients,
  catalogue,
  imports,
  search,
  clientActivity,
  clientView,
  portal,
  notifications,
  workspace,
  brand,
  profile,
  subscription,
  system,
  verify,
};

/** The shape a translation fills in: the same keys, each a text or a function making one. */
export type AppStrings = typeof strings;
