/**
 * An account as other modules reach it: found by id or e-mail (sign-in, export, moderation),
 * created or changed by a federated sign-in (inside its transaction: pass the `tx`), and its last
 * sign-in recorded. The users table stays the user module's own (user.repository.ts).
 */
export { findUserByEmail, findUserById, insertUser, setLastLogin, updateUser } from './user.repository';
