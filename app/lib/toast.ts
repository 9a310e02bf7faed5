/** A toast as the server sends it (flash cookie, action data) and the browser shows it. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  position?: "top-center" | "bottom-right";
}
