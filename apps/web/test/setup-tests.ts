import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// React Router encodes URLs with TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
