export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export { adminService } from './service';
export { loadConfig, adminConfigSchema, type AdminConfig } from './config';
export { createAdminService, type AdminServiceDeps } from './create-admin-service';
export { createRouters } from './app';
