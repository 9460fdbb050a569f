// The archive's rules, apart from the pages: which addresses can name an issue, and how its date reads.

/** An issue's id as the API takes it (the contract's record id: digits, no leading zero, at most 9). */
const issueIdPattern = /^(0|[1-9][0-9]{0,8})$/;

/** The id of `/newsletters/{id}` when it could name an issue; undefined for anything else (not asked for). */
export function issueIdOf(param: string | undefined): string | undefined {
  return param !== undefined && issueIdPattern.test(param) ? param : undefined;
}

/** A publication date in the player's locale and time zone: "1 September 2026". */
export function publishedOn(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(timeZone === undefined ? {} : { timeZone }) }).format(
    new Date(iso),
  );
}
