import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

/**
 * TOTP as authenticator apps expect it (RFC 6238: SHA-1, six digits, 30-second steps), by otplib, the QR code by
 * qrcode: no hand-written crypto (issue 35). A code is accepted for its own step and one step either side, so a
 * phone whose clock is up to 30 s off still signs in (RFC 6238 §5.2).
 */
const PERIOD_SECONDS = 30

/** A new 160-bit secret in Base32, as apps read it. */
export const newTotpSecret = (): string => generateSecret()

/** The otpauth:// address the QR code holds: the site's name as issuer, the username as label. */
export const otpauthUriOf = (secret: string, issuer: string, label: string): string =>
  generateURI({ issuer, label, secret })

/** The QR code of an otpauth:// address as a PNG data URL (the CSP allows `data:` images). */
export const qrCodeOf = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 })

/**
 * The time step of `code` when it is right for `secret` now (±1 step) and of a later step than `afterTimeStep`,
 * the last one accepted: a code is good once (RFC 6238 §5.2). Null when it is wrong, used or too old.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  })
  // otplib's result type names `timeStep` on its TOTP branch only; verify() is the TOTP one.
  return result.valid ? (result as { timeStep: number }).timeStep : null
}
