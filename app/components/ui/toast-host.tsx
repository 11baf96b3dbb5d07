import { Toaster } from "react-hot-toast";

/** The page's toast region; react-hot-toast announces each toast through aria-live. */
export function ToastHost() {
  return <Toaster position="top-right" containerStyle={{ top: 72 }} />;
}
