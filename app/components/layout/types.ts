/** What the shell needs to know about the signed-in shopper. */
export interface ShellUser {
  email: string;
  isAdmin: boolean;
}
