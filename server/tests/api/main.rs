//! API tests: the real local server on a random port with a fresh store, driven over HTTP.

mod assist;
mod bursts;
mod checkout;
mod codes;
mod counting_store;
mod fake_stripe;
mod generation;
mod helpers;
mod limits;
mod process;
mod recovery;
mod server;
mod stripe;
