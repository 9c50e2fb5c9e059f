// Integration tests boot real services; allow them more than jest's 5 s default.
jest.setTimeout(60_000);
