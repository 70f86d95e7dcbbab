//! All the product's logic: domain types, the handlers every function runs, and the adapters behind them.

pub mod domain;
pub mod drafting;
pub mod error;
pub mod http;
pub mod store;
pub mod clock;
pub mod email;
pub mod files;
pub mod payments;
pub mod config;
pub mod limits;
pub mod context;
pub mod generation;
pub mod api;
pub mod telemetry;
pub mod lambda;
