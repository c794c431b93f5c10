/** The availability module's public surface: the tutor's slots and calendar, and the free time others preview. */
export { loadFreeSlots } from './load-free-slots.ts';
export { type RestoreBufferedSlots, restoreBufferedSlots } from './restore-buffered-slots.ts';
export { rollSchedules } from './roll-schedules.ts';
export { availabilityRoutes } from './routes.ts';
