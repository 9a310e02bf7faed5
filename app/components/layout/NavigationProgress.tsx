import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** A thin bar at the top of the page while a navigation or form submission is in flight. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (state === "idle") return setVisible(false);
    const timer = setTimeout(() => setVisible(true), 150); // fast navigations show nothing
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label="Loading page"
      className={visible ? "nav-progress scale-x-75" : "nav-progress"}
    />
  );
}
