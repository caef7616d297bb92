import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts (decision 0042): a class passed into a
 * component never sets what the component's own classes set; a component offers a prop or
 * variant for that instead (a variant set to `null` drops its classes).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
