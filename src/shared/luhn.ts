/**
 * The Luhn (mod 10) checksum of a digits-only string: written once for the payment sandbox's card check and the
 * resumable checkouts' card-data guard. Without zod: the guard is in a booking page's first load.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
