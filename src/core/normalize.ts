import type { ErrorDetail } from './errors.js';

/**
 * The normalisation rules shared by companies and contacts (API.md section 5,
 * "Company"). Each returns the stored form, or throws nothing and instead
 * pushes a detail so that every problem of a request is reported at once.
 */
export type Problems = ErrorDetail[];

/** `acme.com` becomes `https://acme.com`; http(s) URLs are kept; anything else is a problem. */
export function normalizeWebsite(value: string, path: string, problems: Problems): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  // `acme.com:8080` is a host and a port, not a scheme; `//acme.com` is a scheme-relative address.
  const hostAndPort = /^[^/:?#]+:\d+(?:[/?#]|$)/.test(trimmed);
  const hasScheme = !hostAndPort && /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) {
    problems.push({ path, message: 'must be an http or https URL' });
    return trimmed;
  }
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/\/(?=[^/])/, '')}`;
  try {
    const url = new URL(candidate);
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') throw new Error('no domain');
    if (/\s/.test(trimmed)) throw new Error('spaces');
    if (/^https?:\/\/\//i.test(candidate)) throw new Error('no host after the scheme');
    return hasScheme ? trimmed : candidate;
  } catch {
    problems.push({ path, message: 'must be a web address such as https://example.com' });
    return trimmed;
  }
}

/** Practical address check: one @, no spaces, a dotted domain. */
export const EMAIL =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/**
 * An address as stored and compared: lower-cased and in Unicode NFC, so
 * that one typed with composed or decomposed accents is one address.
 */
export const emailKey = (value: string) => value.trim().toLowerCase().normalize('NFC');

/** E-mails must be valid addresses and are stored lower-cased, in NFC. */
export function normalizeEmail(value: string, path: string, problems: Problems): string {
  const trimmed = emailKey(value);
  if (trimmed === '') return '';
  if (trimmed.length > 254 || !EMAIL.test(trimmed))
    problems.push({ path, message: 'must be a valid e-mail address' });
  return trimmed;
}

/** `country_code` is `+` and 1 to 4 digits; `33` is stored as `+33`. */
export function normalizeCountryCode(value: string, path: string, problems: Problems): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const match = /^\+?(\d{1,4})$/.exec(trimmed);
  if (!match) {
    problems.push({ path, message: 'must be + followed by 1 to 4 digits, such as +33' });
    return trimmed;
  }
  return `+${match[1]}`;
}

/** `phone_number` keeps digits only (spaces, dots, dashes, brackets dropped); 4 to 20 of them. */
export function normalizePhoneNumber(value: string, path: string, problems: Problems): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (!/^[\d\s.\-()]+$/.test(trimmed)) {
    problems.push({ path, message: 'may hold only digits, spaces, dots, dashes and brackets' });
    return trimmed;
  }
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 4 || digits.length > 20) problems.push({ path, message: 'must have 4 to 20 digits' });
  return digits;
}

/**
 * The host that `domain` compares (API.md section 6): scheme, path, port
 * and a leading `www.` dropped, lower case, so that `acme.com`,
 * `www.acme.com` and `https://Acme.com/x` are all `acme.com`. `""` when
 * the value names no host.
 */
export function hostOf(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    return new URL(withScheme).hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, '');
  } catch {
    return '';
  }
}
