//! Domain types, parsed once at the edge and trusted inside.

#[macro_use]
pub mod options;
pub mod business_name;
pub mod checkout_secret;
pub mod click_id;
pub mod code;
pub mod contact;
pub mod credits;
pub mod details;
pub mod document_data;
pub mod email_address;
pub mod number_words;
pub mod order_schema;
pub mod review;
pub mod state;

pub use checkout_secret::{CheckoutSecret, CheckoutSecretHash};
pub use click_id::ClickId;
pub use code::DocumentCode;
pub use credits::{Cents, Credits, CODE_VALIDITY, CREDITS_PER_PURCHASE, PRICE};
pub use details::{Details, DocumentDetailsData};
pub use document_data::{DocumentData, DocumentRequest};
pub use email_address::EmailAddress;
pub use options::{BusinessType, DocumentType, Industry, ProtectionLevel, SpecialClause};
pub use state::UsState;
