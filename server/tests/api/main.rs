//! API tests: the real local server on a random port with a fresh store, driven over HTTP.

mod assist;
mod checkout;
mod codes;
mod fake_stripe;
mod format;
mod generation;
mod helpers;
mod server;
mod shapes;
mod stripe;
