import type { AnchorHTMLAttributes, ReactNode } from "react";

/**
 * A link to /quiz that opens the quiz dialog once scripts run (home buttons,
 * condition CTAs such as "Take Quiz for {title}"); without JavaScript it is
 * the /quiz page.
 */
export function QuizLink({
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { children: ReactNode }) {
  return (
    <a href="/quiz" data-quiz-trigger="" {...rest}>
      {children}
    </a>
  );
}
