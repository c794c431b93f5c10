/** The tenants module's public surface: subdomain lookup for the web app, and the admin console's tenants. */

export { presentTenant } from './presenter.ts';
export { tenantsRoutes } from './routes.ts';
