/** How the inbox names a fan: their first name, else @username, else "Fan" and the end of their channel id. */
export function fanDisplayName(fan: { first_name: string | null; username: string | null; external_user_id: string }): string {
  return fan.first_name?.trim() || (fan.username ? `@${fan.username}` : `Fan ${fan.external_user_id.slice(-4)}`);
}
