/** The bookings feature's server door (decision 016). */
export { bookingsModule } from "./module.server";
