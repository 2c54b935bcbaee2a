// A datetime answer: the server's "YYYY-MM-DD HH:MM:SS" is UTC; the input
// (datetime-local) shows and takes the visitor's local time.

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "YYYY-MM-DD HH:MM:SS" (UTC) → the input's "YYYY-MM-DDTHH:MM" (local); "" for none. */
export function utcToLocalInput(utc: string): string {
  if (!utc) return "";
  const date = new Date(`${utc.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The input's "YYYY-MM-DDTHH:MM" (local) → "YYYY-MM-DD HH:MM:SS" (UTC); "" for none. */
export function localInputToUtc(local: string): string {
  if (!local) return "";
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    ` ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
