//! What the function-binary tests share: a Lambda Runtime API stand-in, the events it hands out, and the function
//! process it serves.

#![allow(dead_code)] // Each test crate uses its own part of the support code.

pub mod events;
pub mod process;
pub mod runtime_api;
