import { setupServer } from 'msw/node';

/** The shared msw server; tests add handlers with server.use(...). */
export const server = setupServer();
