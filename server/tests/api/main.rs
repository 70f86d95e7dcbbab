//! API tests: the real local server on a random port with a fresh store, driven over HTTP.

mod assist;
mod bursts;
mod checkout;
mod codes;
mod connections;
mod contact;
mod contract;
mod counting_store;
mod fake_stripe;
mod format;
mod generation;
mod helpers;
mod limits;
mod links;
mod lost_codes;
mod openapi;
mod operator;
mod process;
mod raw_http;
mod recovery;
mod reviews;
mod server;
mod shapes;
mod site;
mod spa;
mod stripe;
