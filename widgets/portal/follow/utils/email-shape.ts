/**
 * Something@something (spec §5.1), without spaces; the server checks the
 * same shape (website_mail_follow_widget/const.py EMAIL_SHAPE).
 */
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+$/;

export function hasEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
