import { createContext } from "react-router";
import type { Db } from "~/db/client.server";
import type { LiveStreams } from "./live/streams.server";

/** The CSP nonce of the current request, set by the server before React Router runs. */
export const nonceContext = createContext<string>("");

/** The client IP as the HTTP server decided it (proxy headers only when trusted). */
export const clientIpContext = createContext<string>("0.0.0.0");

/** The database the server opened at start-up; the root middleware hands it to the request context. */
export const databaseContext = createContext<Db>();

/** This instance's live streams (Server-Sent Events), opened at start-up with the hub. */
export const liveStreamsContext = createContext<LiveStreams>();
