import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's one router; the Apollo session (apollo-session.ts) navigates with it too. */
export const router = createBrowserRouter(routes);
