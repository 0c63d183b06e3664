// Integration tests start servers and databases; the default 5 s is too tight on a 2-core machine.
jest.setTimeout(60_000);
