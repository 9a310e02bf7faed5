export const DRAW_MESSAGES = {
  drawn: (email: string) => `Winner drawn: ${email}`,
  tooEarly: "The winner can be drawn only once the drawing time has come",
  alreadyDrawn: "This giveaway's winner has already been drawn",
  noEntries: "No eligible entries to draw from",
  notFound: "That giveaway no longer exists",
  failed: "The draw did not happen. Please try again.",
  winnerSubject: (title: string) => `You won: ${title}`,
} as const;
