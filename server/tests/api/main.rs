//! API tests: the real local server on a random port with a fresh store, driven over HTTP.

mod assist;
mod checkout;
mod codes;
mod connections;
mod contract;
mod fake_stripe;
mod generation;
mod helpers;
mod links;
mod raw_http;
mod server;
mod stripe;
