import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1. Algorithm 2 = Argon2id in @node-rs/argon2.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

/** Hash a password or backup PIN with argon2id. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** Constant-time verification; a malformed stored hash counts as a mismatch, never a crash. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spend the same time as a real check when the account does not exist, so response time does not
 * reveal which e-mails are registered.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret('studypilot-dummy-secret');
  await verifySecret(await dummyHash, secret);
  return false;
}
