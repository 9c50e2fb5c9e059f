/** The system status screen. */
export const system = {
  title: 'API health',
  description: (productName: string) =>
    `Live status of the ${productName} API and the services it needs.`,
  /** Read by screen readers on the spinner. */
  checkingLabel: 'Checking system status',
  checking: 'Checking system status…',
  unreachable: 'Could not reach the API.',
  /** The services the api depends on, listed with their state. */
  services: {
    database: 'Database',
    redis: 'Redis',
  },
};
