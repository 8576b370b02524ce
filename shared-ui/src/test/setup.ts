// user-event types key by key and axe walks the whole tree; with several workspaces' jobs sharing two
// cores, jest's 5 s default per test is too tight (testTimeout is global-only, so it is set here).
jest.setTimeout(30000);
