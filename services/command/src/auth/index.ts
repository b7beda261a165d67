export { AuthModule } from './auth.module';
export { registerSessions } from './sessions';
export { registerSecurityHeaders } from './security-headers';
export { Roles, RolesGuard, CurrentUser, type SessionUser } from './roles';
export { SelfOrAdminGuard } from './self-or-admin.guard';
