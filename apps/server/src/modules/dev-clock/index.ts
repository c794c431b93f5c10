/** The development clock: moves time forward and runs a scheduled job at once, only with DEV_CLOCK outside production. */
export { devClockRoutes } from './routes.ts';
