/**
 * The shape a newsletter e-mail must have before it is sent (spec §5.5: text,
 * '@', text), checked again by website_mass_mailing_widget (EMAIL_SHAPE).
 */
export function hasEmailShape(value: string): boolean {
  return /^[^@\s]+@[^@\s]+$/.test(value.trim());
}
