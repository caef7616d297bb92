import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import type { AddPasskeyInput, PasskeyLoginInput } from "@unveil/validators";
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software authenticator for tests without a browser: it makes real WebAuthn
 * registration and authentication responses (CBOR attestation object of format
 * `none`, authenticator data, clientDataJSON, an ES256 or RS256 signature), so the
 * server's verification runs exactly as it does for a phone. No maintained package does
 * this in Node (SimpleWebAuthn verifies, it does not sign); CBOR comes from
 * SimpleWebAuthn's own helpers, the keys and signatures from node:crypto.
 *
 * The wire format (WebAuthn Level 3, §6.1 authenticator data, §6.5.4 attestation object):
 *   authenticatorData = sha256(rpId) ‖ flags (1 byte) ‖ counter (uint32 BE)
 *                       [‖ aaguid (16) ‖ credentialId length (uint16 BE) ‖ credentialId ‖ COSE public key]
 *   signature         = sign(authenticatorData ‖ sha256(clientDataJSON)) with the credential's key
 */

type RegistrationResponse = AddPasskeyInput["response"];
type AuthenticationResponse = PasskeyLoginInput["response"];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const ES256 = -7;
const RS256 = -257;

export interface SoftwarePasskey {
  credentialId: string;
  alg: typeof ES256 | typeof RS256;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
  /** The next signature counter the authenticator reports (it adds `counterStep` per use). */
  counter: number;
  /** 1: counts every use; 0: an authenticator that always reports 0 (many synced passkeys do). */
  counterStep: number;
  /** The user handle the relying party gave at registration (base64url). */
  userHandle?: string;
}

export interface Ceremony {
  challenge: string;
  /** Where the "browser" is: the client data's origin, and the RP ID whose hash starts the authenticator data. */
  origin: string;
  rpId: string;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const bytesOf = (base64url: string | undefined) => (base64url ? isoBase64URL.toBuffer(base64url) : new Uint8Array());
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function coseKeyOf(alg: SoftwarePasskey["alg"], publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  const key =
    alg === ES256
      ? new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, ES256],
          [-1, 1], // crv: P-256
          [-2, bytesOf(jwk.x)],
          [-3, bytesOf(jwk.y)],
        ])
      : new Map<number, number | Uint8Array>([
          [1, 3], // kty: RSA
          [3, RS256],
          [-1, bytesOf(jwk.n)],
          [-2, bytesOf(jwk.e)],
        ]);
  return isoCBOR.encode(key);
}

/**
 * One RSA key pair per test process: making one costs up to a second on a loaded
 * machine, and what RS256 tests need is the algorithm, not a key per credential
 * (each still has its own credential id).
 */
let rsaKeyPair: ReturnType<typeof generateKeyPairSync> | undefined;

/** A new credential on the software authenticator: ES256 (P-256) by default, or RS256 (RSA 2048). */
export function createSoftwarePasskey(options: { alg?: SoftwarePasskey["alg"]; counterStep?: number } = {}): SoftwarePasskey {
  const alg = options.alg ?? ES256;
  const { privateKey, publicKey } =
    alg === ES256
      ? generateKeyPairSync("ec", { namedCurve: "P-256" })
      : (rsaKeyPair ??= generateKeyPairSync("rsa", { modulusLength: 2048 }));
  return {
    credentialId: isoBase64URL.fromBuffer(new Uint8Array(randomBytes(32))),
    alg,
    privateKey,
    cosePublicKey: coseKeyOf(alg, publicKey),
    counter: options.counterStep === 0 ? 0 : 1,
    counterStep: options.counterStep ?? 1,
  };
}

const clientData = (type: "webauthn.create" | "webauthn.get", ceremony: Ceremony) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin, crossOrigin: false }));

const flagsOf = (userVerified: boolean, attested: boolean) =>
  FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0) | (attested ? FLAG_ATTESTED_CREDENTIAL : 0);

/** What `navigator.credentials.create()` answers (as `startRegistration` encodes it), attestation `none`. */
export function registrationResponse(
  passkey: SoftwarePasskey,
  ceremony: Ceremony & { userHandle: string; userVerified?: boolean },
): RegistrationResponse {
  passkey.userHandle = ceremony.userHandle;
  const credentialId = isoBase64URL.toBuffer(passkey.credentialId);
  const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
  const authenticatorData = concat(
    sha256(ceremony.rpId),
    new Uint8Array([flagsOf(ceremony.userVerified ?? true, true)]),
    uint32(0),
    new Uint8Array(16), // aaguid: none told
    idLength,
    credentialId,
    passkey.cosePublicKey,
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, Uint8Array | string | Map<string, string>>([
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", authenticatorData],
    ]),
  );
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: isoBase64URL.fromBuffer(clientData("webauthn.create", ceremony)),
      attestationObject: isoBase64URL.fromBuffer(attestationObject),
      transports: ["internal"],
    },
    authenticatorAttachment: "platform",
    clientExtensionResults: { credProps: { rk: true } },
  };
}

/**
 * What `navigator.credentials.get()` answers: the authenticator data with the next
 * counter (or `counter` when given), signed. The counter then moves on by `counterStep`.
 */
export function authenticationResponse(
  passkey: SoftwarePasskey,
  ceremony: Ceremony & { counter?: number; userHandle?: string | null },
): AuthenticationResponse {
  const counter = ceremony.counter ?? passkey.counter;
  passkey.counter = counter + passkey.counterStep;
  const authenticatorData = concat(sha256(ceremony.rpId), new Uint8Array([flagsOf(true, false)]), uint32(counter));
  const clientDataJSON = clientData("webauthn.get", ceremony);
  const signed = concat(authenticatorData, sha256(clientDataJSON));
  const signature = new Uint8Array(sign("sha256", signed, passkey.privateKey));
  const userHandle = ceremony.userHandle === undefined ? passkey.userHandle : (ceremony.userHandle ?? undefined);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
      authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
      signature: isoBase64URL.fromBuffer(signature),
      ...(userHandle ? { userHandle } : {}),
    },
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
  };
}
