export { AuthModule } from './auth.module';
export { registerSessions } from './sessions';
export { Roles, RolesGuard, CurrentUser, type SessionUser, type UserType } from './roles';
