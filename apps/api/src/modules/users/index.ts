// The users area's public face: what other areas may use. Its tables are written only here.
// `User` and `Doctor` are exported as GraphQL object types: areas above may name them in @Resolver and
// @Field (to add fields to a user), never to read or write the tables (ask UsersService instead).
export { Doctor } from './entities/doctor.entity.js';
export { OnboardingType, User } from './entities/user.entity.js';
export { isEmailTaken } from './email-taken.js';
export { UserRelationsLoader } from './user-relations.loader.js';
export {
  type TwoFactorChange,
  type TwoFactorSecrets,
  UserTwoFactorColumns,
} from './user-two-factor.service.js';
export { UsersModule } from './users.module.js';
export { type UserProfile, UsersService } from './users.service.js';
