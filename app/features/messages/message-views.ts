/** The lists of the messages page, by their URL names (`?vista=`). */
export const MESSAGE_VIEWS = ["conversaciones", "recibidos", "enviados"] as const;
export type MessageView = (typeof MESSAGE_VIEWS)[number];
