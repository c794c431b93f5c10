export * from './accounts.ts';
export * from './catalogue.ts';
