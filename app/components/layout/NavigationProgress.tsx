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
      // A progress bar only while it shows; hidden, it is nothing to assistive technology and needs no name.
      {...(visible ? { role: "progressbar", "aria-label": "Loading page" } : { "aria-hidden": true })}
      className={visible ? "nav-progress scale-x-75" : "nav-progress"}
    />
  );
}
