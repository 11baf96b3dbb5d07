/** The bookings feature's door for the browser and other features (decision 016). */
export { type BookingRequestLink, bookingRequestPath } from "./request-path";
