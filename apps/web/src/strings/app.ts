/** The app's frame: sidebar, top bar, user menu, theme toggle, page spinner, and the pages under src/pages. */
export const app = {
  /** Read by screen readers while a route's code loads. */
  pageLoading: 'Loading page',
  theme: {
    toggle: 'Toggle theme',
    /** The toggle's tooltip, naming the theme it switches to. */
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
  },
  sidebar: {
    /** The main navigation's links (also their tooltips when the sidebar is collapsed). */
    nav: {
      dashboard: 'Dashboard',
      proposals: 'Proposals',
      invoices: 'Invoices',
      recurring: 'Recurring',
      clients: 'Clients',
      catalogue: 'Catalogue',
      workspace: 'Workspace',
    },
    /** The navigation landmark's name, read by screen readers. */
    navLabel: 'Main',
    /** Read after the logo (the product name) in the mobile drawer's heading; keeps its leading space. */
    menuTitleSuffix: ' menu',
    closeMenu: 'Close menu',
  },
  topBar: {
    openMenu: 'Open menu',
    expandSidebar: 'Expand sidebar',
    collapseSidebar: 'Collapse sidebar',
  },
  userMenu: {
    /** The menu button's name for screen readers (it shows the avatar and name). */
    label: 'User menu',
    profile: 'Profile & Settings',
    signOut: 'Sign Out',
  },
  notFound: {
    description: 'The page you are looking for does not exist or has been moved.',
    footnote: 'If you believe this is a mistake, please contact support.',
    goHome: 'Go Home',
    goBack: 'Go Back',
  },
  paymentSuccess: {
    viewProfile: 'View Profile',
    goToDashboard: 'Go to Dashboard',
  },
  paymentDecline: {
    returnToDashboard: 'Return to Dashboard',
  },
  pricing: {
    title: 'Pricing',
  },
  systemStatus: {
    title: 'System status',
    lead: 'Proposals and invoices, drafted with AI help. Here is how the platform is doing.',
  },
};
