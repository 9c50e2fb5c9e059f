import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// React Router encodes URLs with TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy/waitFor give up after 1 s by default: too little when the 2-core CI machine also runs
// the integration tests and a build. Waiting longer changes no assertion, only the patience.
configure({ asyncUtilTimeout: 5000 });
