import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^logN, block size r, parallelism p. */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

/** The production cost (N=2^17, r=8, p=1): about 0.3 s and 128 MiB per hash. */
export const defaultScryptParams: ScryptParams = { logN: 17, r: 8, p: 1 };

/** Longer passwords are refused before hashing, so nobody can make the server hash megabytes. */
export const maxPasswordLength = 1024;

const keyLength = 32;
const saltLength = 16;
const phcPattern = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  return new Promise((resolve, reject) => {
    // The default maxmem (32 MiB) is below what N=2^17 needs (128 * N * r bytes).
    scrypt(
      password.normalize('NFC'),
      salt,
      length,
      { N, r: params.r, p: params.p, maxmem: 256 * N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** Hashes a password into a PHC string: `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (unpadded base64). */
export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  if (password.length > maxPasswordLength) throw new RangeError('Password too long');
  const salt = randomBytes(saltLength);
  const hash = await derive(password, salt, params, keyLength);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(hash)}`;
}

export interface PasswordCheck {
  valid: boolean;
  /** The stored hash used other parameters than the current ones: store a fresh hash after a valid sign-in. */
  needsRehash: boolean;
}

/** Checks a password against a PHC string in constant time; a malformed hash is simply not valid. */
export async function verifyPassword(
  password: string,
  phc: string,
  current: ScryptParams = defaultScryptParams,
): Promise<PasswordCheck> {
  const match = phcPattern.exec(phc);
  if (match === null || password.length > maxPasswordLength) return { valid: false, needsRehash: false };
  const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.logN < 1 || params.logN > 20 || params.r < 1 || params.p < 1) return { valid: false, needsRehash: false };
  const salt = Buffer.from(match[4] as string, 'base64');
  const expected = Buffer.from(match[5] as string, 'base64');
  const actual = await derive(password, salt, params, expected.length);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const needsRehash =
    params.logN !== current.logN || params.r !== current.r || params.p !== current.p || expected.length !== keyLength;
  return { valid, needsRehash };
}
