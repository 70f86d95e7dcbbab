//! All the product's logic: domain types, the handlers every function runs, and the adapters behind them.

pub mod advice;
pub mod ai;
pub mod api;
pub mod clock;
pub mod config;
pub mod context;
pub mod cpu;
pub mod domain;
pub mod drafter;
pub mod drafting;
pub mod email;
pub mod error;
pub mod files;
pub mod generation;
pub mod health;
pub mod http;
pub mod lambda;
pub mod limits;
pub mod payments;
pub mod queue;
pub mod reviews_csv;
pub mod screening;
pub mod secret;
pub mod site;
pub mod store;
pub mod telemetry;
