import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PricingAccessRoute, SignedInRoute, SignedOutRoute } from './guards';
import { PageSpinner } from './PageSpinner';
import { PricingAccessProvider } from './pricing-access';

function Root() {
  return (
    <PricingAccessProvider>
      <Outlet />
      <ScrollRestoration />
    </PricingAccessProvider>
  );
}

/** The spec's route table (§2). Each page is its own chunk, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        lazy: () => import('@/pages/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },
      // The client portal: REST with its own cookie, no Apollo.
      {
        path: '/portal',
        lazy: () => import('@/pages/PortalPages').then((m) => ({ Component: m.PortalPage })),
      },
      {
        path: '/portal/:workspaceId',
        lazy: () => import('@/pages/PortalPages').then((m) => ({ Component: m.PortalRequestPage })),
      },
      // Public: anyone checks a PDF against the accepted proposals (REST, no Apollo).
      {
        path: '/verify',
        lazy: () => import('@/pages/VerifyPage').then((m) => ({ Component: m.VerifyPage })),
      },
      {
        path: '/portal/sign-in/:token',
        lazy: () => import('@/pages/PortalPages').then((m) => ({ Component: m.PortalSignInPage })),
      },
      {
        // Apollo Client is most of the shared code a page needs; the landing page asks the api
        // nothing, so only the pages below load it (with their own chunk, in parallel).
        lazy: () => import('./ApolloRoute').then((m) => ({ Component: m.ApolloRoute })),
        children: [
          {
            path: '/status',
            lazy: () =>
              import('@/pages/SystemStatusPage').then((m) => ({ Component: m.SystemStatusPage })),
          },
          {
            element: <SignedOutRoute />,
            children: ['/login', '/auth', '/signup'].map((path) => ({
              path,
              lazy: () =>
                import('@/pages/AuthPage').then(({ AuthPage }) => ({
                  element: <AuthPage mode={path === '/signup' ? 'sign-up' : 'sign-in'} />,
                })),
            })),
          },
          {
            element: <SignedInRoute />,
            children: [
              {
                // Stands in for Stripe's hosted page (no Stripe keys, never in production).
                path: '/checkout/simulated',
                lazy: () =>
                  import('@/pages/SimulatedCheckoutPage').then((m) => ({
                    Component: m.SimulatedCheckoutPage,
                  })),
              },
              {
                lazy: () => import('./layout/AppLayout').then((m) => ({ Component: m.AppLayout })),
                children: [
                  {
                    path: '/dashboard',
                    lazy: () =>
                      import('@/pages/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
                  },
                  {
                    path: '/proposals',
                    lazy: () =>
                      import('@/pages/ProposalsPage').then((m) => ({ Component: m.ProposalsPage })),
                  },
                  {
                    path: '/invoices',
                    lazy: () =>
                      import('@/pages/InvoicesPage').then((m) => ({ Component: m.InvoicesPage })),
                  },
                  {
                    path: '/invoices/recurring',
                    lazy: () =>
                      import('@/pages/RecurringInvoicesPage').then((m) => ({
                        Component: m.RecurringInvoicesPage,
                      })),
                  },
                  {
                    path: '/clients',
                    lazy: () =>
                      import('@/pages/ClientsPage').then((m) => ({ Component: m.ClientsPage })),
                  },
                  {
                    path: '/clients/:id',
                    lazy: () =>
                      import('@/pages/ClientPage').then((m) => ({ Component: m.ClientPage })),
                  },
                  {
                    path: '/catalogue',
                    lazy: () =>
                      import('@/pages/CataloguePage').then((m) => ({ Component: m.CataloguePage })),
                  },
                  {
                    path: '/profile',
                    lazy: () =>
                      import('@/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
                  },
                  {
                    path: '/workspace',
                    lazy: () =>
                      import('@/pages/WorkspacePage').then((m) => ({ Component: m.WorkspacePage })),
                  },
                  {
                    path: '/workspace/members',
                    lazy: () =>
                      import('@/pages/WorkspaceMembersPage').then((m) => ({
                        Component: m.WorkspaceMembersPage,
                      })),
                  },
                  {
                    path: '/workspace/api-keys',
                    lazy: () =>
                      import('@/pages/WorkspaceApiKeysPage').then((m) => ({
                        Component: m.WorkspaceApiKeysPage,
                      })),
                  },
                  {
                    element: <PricingAccessRoute />,
                    children: [
                      {
                        path: '/pricing',
                        lazy: () =>
                          import('@/pages/PricingPage').then((m) => ({ Component: m.PricingPage })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            element: <SignedOutRoute />,
            children: [
              {
                path: '/forgot-password',
                lazy: () =>
                  import('@/pages/AccountLinkPages').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
            ],
          },
          {
            // Public: the reset e-mail's link. A signed-in tab may open it too: the reset signs
            // every session out, this one back in.
            path: '/reset-password/:token',
            lazy: () =>
              import('@/pages/AccountLinkPages').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            // Public: the confirmation sent to a new address, opened wherever the mail is read.
            path: '/confirm-email/:token',
            lazy: () =>
              import('@/pages/AccountLinkPages').then((m) => ({ Component: m.ConfirmEmailPage })),
          },
          {
            // Public: the invitation e-mail's link; signed in or not, it says what it joins.
            path: '/invitations/:token',
            lazy: () =>
              import('@/pages/InvitationPage').then((m) => ({ Component: m.InvitationPage })),
          },
          {
            path: '/c/:token',
            lazy: () =>
              import('@/pages/ClientDocumentPage').then((m) => ({
                Component: m.ClientDocumentPage,
              })),
          },
          {
            // Stands in for Stripe Checkout when the invoice's workspace has no keys (never in
            // production); public like the client page it comes from.
            path: '/pay/simulated',
            lazy: () =>
              import('@/pages/SimulatedPaymentPage').then((m) => ({
                Component: m.SimulatedPaymentPage,
              })),
          },
          {
            path: '/payment-success',
            lazy: () =>
              import('@/pages/PaymentSuccessPage').then((m) => ({
                Component: m.PaymentSuccessPage,
              })),
          },
          {
            path: '/payment-decline',
            lazy: () =>
              import('@/pages/PaymentDeclinePage').then((m) => ({
                Component: m.PaymentDeclinePage,
              })),
          },
          {
            path: '*',
            lazy: () => import('@/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
