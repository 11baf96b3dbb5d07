/** The query parameter the password reset's redirect sets: the sign-in page then says that the password changed (no JavaScript needed). */
export const PASSWORD_CHANGED_PARAM = "clave-actualizada";
